import { useCanManageMinistry } from '@levita/federation';
import { buttonStyles, type ButtonVariant } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';

const ActionLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Creating schedules, and their templates, are for admin rights only (part 2 §2, §6): members
 * do not see them.
 */
export function ScheduleListActions() {
  const { t } = useTranslation('schedule-list');
  if (!useCanManageMinistry()) return null;
  return (
    <Actions>
      <ActionLink $variant="secondary" to={paths.templates.getHref()}>
        {t('actions.templates')}
      </ActionLink>
      <ActionLink to={paths.newSchedule.getHref()}>{t('actions.new')}</ActionLink>
    </Actions>
  );
}
