import type { CalendarPeriod } from '@levita/contracts';
import { useCanManageMinistry } from '@levita/federation';
import { Button, buttonStyles, type ButtonVariant } from '@levita/ui';
import { Suspense, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { LazyAutoFillDialog } from '../../../components/auto-fill/lazy-auto-fill-dialog';

const ActionLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Creating schedules, their templates and filling a month's teams are for admin rights only
 * (part 2 §2, §6): members do not see them. The month's fill needs a month chosen.
 */
export function ScheduleListActions({ period }: { period: CalendarPeriod }) {
  const { t } = useTranslation('schedule-list');
  const [filling, setFilling] = useState(false);
  if (!useCanManageMinistry()) return null;
  return (
    <Actions>
      {period.month !== null ? (
        <Button variant="secondary" onClick={() => setFilling(true)}>
          {t('actions.autoFillMonth')}
        </Button>
      ) : null}
      {filling && period.month !== null ? (
        <Suspense fallback={null}>
          <LazyAutoFillDialog
            request={{ mes: period.month, ano: period.year }}
            onClose={() => setFilling(false)}
          />
        </Suspense>
      ) : null}
      <ActionLink $variant="secondary" to={paths.templates.getHref()}>
        {t('actions.templates')}
      </ActionLink>
      <ActionLink to={paths.newSchedule.getHref()}>{t('actions.new')}</ActionLink>
    </Actions>
  );
}
