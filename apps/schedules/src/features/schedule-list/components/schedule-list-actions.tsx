import { useCanManageMinistry } from '@levita/federation';
import { buttonStyles, type ButtonVariant } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';

const ActionLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Creating schedules is for admin rights only (part 2 §2, §6): members do not see it. */
export function ScheduleListActions() {
  const { t } = useTranslation('schedule-list');
  if (!useCanManageMinistry()) return null;
  return <ActionLink to={paths.newSchedule.getHref()}>{t('actions.new')}</ActionLink>;
}
