import type { ScheduleDetail } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { ScheduleInfo } from '../../../utils/schedule-draft';

const Note = styled.p`
  margin: 0;
  max-width: 640px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * What a save will do besides the edits (docs/schedules.md): a new date or time clears the
 * presence confirmations, and saving a finished schedule reopens it.
 */
export function EditInfoNotes({
  schedule,
  info,
}: {
  schedule: ScheduleDetail;
  info: ScheduleInfo;
}) {
  const { t } = useTranslation('schedule-edit');
  const moved = info.data !== schedule.data.slice(0, 10) || info.horario !== schedule.horario;
  return (
    <>
      {schedule.finalizada ? <Note>{t('notes.reopens')}</Note> : null}
      {moved && schedule.total_confirmados > 0 ? (
        <Note>{t('notes.confirmationsCleared', { count: schedule.total_confirmados })}</Note>
      ) : null}
    </>
  );
}
