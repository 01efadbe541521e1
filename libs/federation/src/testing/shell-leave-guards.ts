import { createLeaveGuards } from '../navigation/leave-guards';

/**
 * The leave guards of the shell a test stands in for: demoRemoteProps register pages here, and
 * `shellLeaveGuards.askToLeave()` is what the shell does on a side-menu click or Back.
 */
export const shellLeaveGuards = createLeaveGuards();
