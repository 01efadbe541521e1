import type { UnavailableMemberEntry } from '@levita/contracts';
import type { DraftMember } from './schedule-draft';

/** The chosen members someone's unavailability covers: whom the re-check takes off (part 2 §5). */
export function unavailableChosen(
  members: readonly DraftMember[],
  entries: readonly Pick<UnavailableMemberEntry, 'membro_id'>[],
): number[] {
  const unavailable = new Set(entries.map((entry) => entry.membro_id));
  return members.filter((member) => unavailable.has(member.membro_id)).map((m) => m.membro_id);
}

/**
 * The periods covering the day, by member: the API lists a member once per period (two
 * overlapping periods, two entries), a member card shows them together.
 */
export function periodsByMember<Entry extends UnavailableMemberEntry>(
  entries: readonly Entry[],
): ReadonlyMap<number, Entry[]> {
  const byMember = new Map<number, Entry[]>();
  for (const entry of entries)
    byMember.set(entry.membro_id, [...(byMember.get(entry.membro_id) ?? []), entry]);
  return byMember;
}
