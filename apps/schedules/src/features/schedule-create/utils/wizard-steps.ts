import { infoComplete, type ScheduleDraft } from '../../../utils/schedule-draft';

/** Part 2 §4: the wizard's steps, in order. */
export const wizardSteps = ['informacoes', 'musicas', 'membros'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Why the wizard cannot move on, as a key of the schedule-create texts. */
export type WizardBlocker = 'new_schedule.required_fields' | 'new_schedule.add_at_least_one_song';

/**
 * What keeps the wizard on `step` (part 2 §4, §5): the songs need title, date and time; the
 * members need at least one song. Going back is always free.
 */
export function forwardBlocker(step: WizardStep, draft: ScheduleDraft): WizardBlocker | null {
  if (step === 'informacoes' && !infoComplete(draft)) return 'new_schedule.required_fields';
  if (step === 'musicas' && draft.songs.length === 0) return 'new_schedule.add_at_least_one_song';
  return null;
}

export const stepIndex = (step: WizardStep) => wizardSteps.indexOf(step);
