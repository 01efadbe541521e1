import type { Play, ScheduleParts } from '../repositories/schedules-repository';

export type { Play, ScheduleParts };

/** One person's part changed: each field present says what. */
export interface PartChange {
  added?: true;
  removed?: true;
  /** The functions they played before (they play `functions` of the schedule now). */
  previous_functions?: string[];
  /** The schedule's date and time before it moved. */
  moved_from?: { data: string; horario: string };
}

export type ScheduleNotice =
  | { user_id: number; kind: 'escala_publicada' }
  | { user_id: number; kind: 'escala_alterada'; change: PartChange }
  | { user_id: number; kind: 'escala_cancelada' };

/** Published, not finished and not past: what people are told about. */
const live = (parts: ScheduleParts | undefined, today: string): parts is ScheduleParts =>
  !!parts && parts.publicada && !parts.finalizada && parts.data >= today;

const playKey = (play: Play) => play.function_id ?? play.nome;
const samePlays = (a: Play[], b: Play[]) =>
  a.length === b.length && a.every((play, index) => playKey(play) === playKey(b[index]!));

/**
 * Who gets which e-mail when a schedule goes from `before` to `after` (undefined: it did not
 * exist / was deleted). Drafts, finished and past schedules never send anything. Publishing
 * tells everyone on it; a change to a published schedule tells each person whose part
 * changed, once, with every change together; deleting it tells everyone it is cancelled.
 */
export function planScheduleNotices(
  before: ScheduleParts | undefined,
  after: ScheduleParts | undefined,
  today: string,
): ScheduleNotice[] {
  if (!live(after, today)) {
    if (after || !live(before, today)) return [];
    return [...before.people.keys()].map((user_id) => ({ user_id, kind: 'escala_cancelada' }));
  }
  if (!before?.publicada)
    return [...after.people.keys()].map((user_id) => ({ user_id, kind: 'escala_publicada' }));

  const moved =
    before.data !== after.data || before.horario !== after.horario
      ? { data: before.data, horario: before.horario }
      : undefined;
  const notices: ScheduleNotice[] = [];
  for (const [user_id, plays] of after.people) {
    const previous = before.people.get(user_id);
    const change: PartChange = {};
    if (!previous) change.added = true;
    else if (!samePlays(previous, plays)) change.previous_functions = previous.map((p) => p.nome);
    if (previous && moved) change.moved_from = moved;
    if (Object.keys(change).length) notices.push({ user_id, kind: 'escala_alterada', change });
  }
  for (const user_id of before.people.keys())
    if (!after.people.has(user_id))
      notices.push({ user_id, kind: 'escala_alterada', change: { removed: true } });
  return notices;
}
