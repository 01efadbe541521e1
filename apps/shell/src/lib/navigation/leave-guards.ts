import { createLeaveGuards } from '@levita/federation/leave-guards';

/**
 * The page's leave guards: every page with unsaved changes, remote or the shell's own. From
 * the library's own entry: its index would bring every component it re-exports into the
 * shell's first chunk.
 */
export const { guardLeave, leaveIsGuarded, askToLeave } = createLeaveGuards();
