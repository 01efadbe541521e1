import type { Dispatch } from 'react';
import {
  ScheduleInfoFields,
  ScheduleMembersSection,
  ScheduleSongsSection,
} from '../../../components/schedule-form';
import type { DraftAction, ScheduleDraft } from '../../../utils/schedule-draft';
import type { WizardStep } from '../utils/wizard-steps';

interface WizardStepContentProps {
  step: WizardStep;
  ministryId: number;
  draft: ScheduleDraft;
  dispatch: Dispatch<DraftAction>;
  showMissing: boolean;
}

/** The form of one wizard step; everything it edits lives in the page's draft. */
export function WizardStepContent({
  step,
  ministryId,
  draft,
  dispatch,
  showMissing,
}: WizardStepContentProps) {
  switch (step) {
    case 'informacoes':
      return (
        <ScheduleInfoFields
          ministryId={ministryId}
          info={draft}
          dispatch={dispatch}
          showMissing={showMissing}
        />
      );
    case 'musicas':
      return (
        <ScheduleSongsSection
          ministryId={ministryId}
          songs={draft.songs}
          memberIds={draft.members.map((member) => member.membro_id)}
          dispatch={dispatch}
          time={draft.horario}
          items={draft.items}
        />
      );
    case 'membros':
      return (
        <ScheduleMembersSection
          ministryId={ministryId}
          date={draft.data}
          time={draft.horario}
          members={draft.members}
          slots={draft.slots}
          dispatch={dispatch}
        />
      );
  }
}
