import { isApiError, isStaleVersion } from '@levita/api-client';
import { useFunctionDisplayName } from '@levita/ui';
import type { SaveScheduleRequest, ScheduledMember } from '@levita/contracts';
import { type Dispatch, useCallback, useRef, useState } from 'react';
import { functionLookup } from '../utils/member-roster';
import { toSaveRequest, type DraftAction, type ScheduleDraft } from '../utils/schedule-draft';
import { unavailableChosen } from '../utils/unavailable-members';
import { validationLinesOf, type ValidationLine } from '../utils/validation-lines';
import { useActiveMembers } from './use-active-members';
import { useAvailabilityRecheck } from './use-availability-recheck';

/** Why a save (or the availability check) stopped, for SaveFeedbackNotice. */
export type SaveFeedback =
  /** Members unavailable on the date were taken off: the user checks the list and saves again. */
  | { kind: 'removed'; count: number }
  /** The server's 400 with an `errors` map, one line per problem. */
  | { kind: 'validation'; lines: ValidationLine[] }
  /** Anything else: the screen's own message, and the server's when it gave one. */
  | { kind: 'failed'; detail: string | null };

export interface ScheduleSaveOptions {
  ministryId: number;
  dispatch: Dispatch<DraftAction>;
  /** POST or PUT: the screen's mutation. */
  send: (request: SaveScheduleRequest) => Promise<unknown>;
  /** The schedule being edited: names of functions its members no longer hold. */
  scheduled?: readonly ScheduledMember[];
  /**
   * The edit was made from an older version of the schedule (409 stale_version): the edit
   * screen offers to reload it instead of a message here.
   */
  onStale?: () => void;
}

/**
 * The save both screens share (part 2 §5, §8): check availability afresh and take off whoever
 * became unavailable (saving stops, so the user sees who left), then send; the server's
 * `members_unavailable` refusal is handled the same way, its validation errors become lines
 * naming the song or member, any other failure the screen's message.
 */
export function useScheduleSave({
  ministryId,
  dispatch,
  send,
  scheduled,
  onStale,
}: ScheduleSaveOptions) {
  const recheck = useAvailabilityRecheck(ministryId);
  const roster = useActiveMembers(ministryId).data;
  const functionName = useFunctionDisplayName();
  const [feedback, setFeedback] = useState<SaveFeedback | null>(null);
  const [saving, setSaving] = useState(false);
  // A second click while the first save runs would send the schedule twice.
  const running = useRef(false);

  const takeOff = useCallback(
    (ids: number[]) => {
      dispatch({ type: 'removeMembers', membroIds: ids });
      setFeedback({ kind: 'removed', count: ids.length });
    },
    [dispatch],
  );

  /** Takes off the chosen members now unavailable; gives how many. */
  const removeUnavailable = useCallback(
    async (draft: ScheduleDraft) => {
      const ids = await recheck(draft);
      if (ids.length > 0) takeOff(ids);
      return ids.length;
    },
    [recheck, takeOff],
  );

  const feedbackOf = (
    error: unknown,
    draft: ScheduleDraft,
    request: SaveScheduleRequest,
  ): SaveFeedback => {
    if (!isApiError(error)) return { kind: 'failed', detail: null };
    const refused = unavailableChosen(draft.members, error.membros_indisponiveis ?? []);
    if (error.error === 'members_unavailable' && refused.length > 0) {
      dispatch({ type: 'removeMembers', membroIds: refused });
      return { kind: 'removed', count: refused.length };
    }
    if (error.status === 400 && error.errors) {
      const functionOf = functionLookup(roster, scheduled);
      const lines = validationLinesOf(error.errors, request, {
        song: (id) => draft.songs.find((song) => song.musica_id === id)?.nome,
        member: (id) => draft.members.find((member) => member.membro_id === id)?.nome,
        memberFunction: (membroId, funcaoId) => {
          const fn = functionOf(membroId, funcaoId);
          return fn && functionName(fn.nome);
        },
      });
      if (lines.length > 0) return { kind: 'validation', lines };
    }
    // A refusal (403, 409...) says why in the server's words; a crash or no answer says nothing
    // the screen's own message does not.
    const refusal = error.status >= 400 && error.status < 500;
    return { kind: 'failed', detail: refusal ? error.displayMessage : null };
  };

  /** Gives whether the schedule was saved. */
  const save = async (draft: ScheduleDraft): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setSaving(true);
    setFeedback(null);
    try {
      if ((await removeUnavailable(draft)) > 0) return false;
      const request = toSaveRequest(draft, ministryId);
      try {
        await send(request);
        return true;
      } catch (error) {
        if (isStaleVersion(error) && onStale) onStale();
        else setFeedback(feedbackOf(error, draft, request));
        return false;
      }
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  return {
    save,
    saving,
    feedback,
    /** For a check outside a save (the edit screen's members tab). */
    removeUnavailable,
    clearFeedback: useCallback(() => setFeedback(null), []),
  };
}
