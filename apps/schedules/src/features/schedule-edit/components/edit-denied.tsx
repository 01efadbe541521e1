import { buttonStyles, MessagePanel, type ButtonVariant } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';

const DetailLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Someone who may see the schedule but not edit it: why, and the way back to it. */
export function EditDenied({ scheduleId }: { scheduleId: number }) {
  const { t } = useTranslation('schedule-edit');
  return (
    <MessagePanel
      id="schedule-edit-denied"
      role="alert"
      title={t('denied.title')}
      message={t('denied.message')}
    >
      <DetailLink to={paths.schedule.getHref(scheduleId)}>{t('backToSchedule')}</DetailLink>
    </MessagePanel>
  );
}
