import type { ScheduleDetail } from '@levita/contracts';
import { VisuallyHidden } from '@levita/ui';
import type { Dispatch } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import {
  ScheduleInfoFields,
  ScheduleMembersSection,
  ScheduleSongsSection,
} from '../../../components/schedule-form';
import type { DraftAction, ScheduleDraft } from '../../../utils/schedule-draft';
import type { EditTab } from '../utils/edit-tabs';
import { EditInfoNotes } from './edit-info-notes';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

interface EditTabPanelProps {
  tab: EditTab;
  schedule: ScheduleDetail;
  draft: ScheduleDraft;
  dispatch: Dispatch<DraftAction>;
  showMissing: boolean;
}

/** One tab of the edit screen; everything it edits lives in the form's draft. */
export function EditTabPanel({ tab, schedule, draft, dispatch, showMissing }: EditTabPanelProps) {
  const { t } = useTranslation('schedule-edit');
  const ministryId = schedule.ministerio_id;
  return (
    <Panel>
      {/* The tab names the panel; the heading keeps the page's outline h1 > h2 > h3. */}
      <VisuallyHidden as="h2">{t(`tabs.${tab}`)}</VisuallyHidden>
      {tab === 'informacoes' ? (
        <>
          <EditInfoNotes schedule={schedule} info={draft} />
          <ScheduleInfoFields
            ministryId={ministryId}
            info={draft}
            dispatch={dispatch}
            withPublished
            showMissing={showMissing}
            currentLeader={schedule.responsavel}
          />
        </>
      ) : tab === 'musicas' ? (
        <ScheduleSongsSection
          ministryId={ministryId}
          songs={draft.songs}
          memberIds={draft.members.map((member) => member.membro_id)}
          dispatch={dispatch}
          first="chosen"
          time={draft.horario}
          items={draft.items}
          currentLeaders={schedule.itens.flatMap((item) => item.responsavel ?? [])}
        />
      ) : (
        <ScheduleMembersSection
          ministryId={ministryId}
          date={draft.data}
          time={draft.horario}
          scheduleId={schedule.id}
          members={draft.members}
          slots={draft.slots}
          dispatch={dispatch}
          scheduled={schedule.membros}
        />
      )}
    </Panel>
  );
}
