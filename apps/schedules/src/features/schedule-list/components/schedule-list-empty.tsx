import { useCanManageMinistry } from '@levita/federation';
import { Button, buttonStyles, EmptyState, type ButtonVariant } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { CalendarIcon } from './fact-icons';

const ActionLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Why the list is empty, which decides what it offers. */
export type EmptyReason =
  /** The ministry has no schedule the viewer may see, in any period. */
  | { kind: 'none' }
  /** The search found nothing in the period. */
  | { kind: 'search'; term: string }
  /** Nothing in the period, though there are schedules in others. */
  | { kind: 'period' };

export interface ScheduleListEmptyProps {
  reason: EmptyReason;
  /** The period in words ("novembro de 2026", "2026"). */
  periodText: string;
  /** The year of the period; with `onShowAllMonths` when a single month is shown. */
  year: number;
  onClearSearch: () => void;
  /** Widens a single month to the whole year; absent when the year is already shown. */
  onShowAllMonths?: () => void;
}

/**
 * The empty list (part 2 §2): the first schedule to create for admin rights, a word for
 * members; an empty search or period says so and offers the way out.
 */
export function ScheduleListEmpty({
  reason,
  periodText,
  year,
  onClearSearch,
  onShowAllMonths,
}: ScheduleListEmptyProps) {
  const { t } = useTranslation('schedule-list');
  const canManage = useCanManageMinistry();
  const icon = <CalendarIcon size={32} />;
  const showAllMonths = onShowAllMonths ? (
    <Button variant="secondary" onClick={onShowAllMonths}>
      {t('empty.showAllMonths', { year })}
    </Button>
  ) : null;

  if (reason.kind === 'search')
    return (
      <EmptyState
        icon={icon}
        title={t('empty.searchTitle', { term: reason.term })}
        action={
          <Actions>
            <Button variant="secondary" onClick={onClearSearch}>
              {t('filters.clearSearch')}
            </Button>
            {showAllMonths}
          </Actions>
        }
      >
        <p>{t('empty.searchHint', { period: periodText })}</p>
      </EmptyState>
    );

  if (reason.kind === 'period')
    return (
      <EmptyState
        icon={icon}
        title={t('empty.periodTitle', { period: periodText })}
        action={showAllMonths}
      >
        <p>{onShowAllMonths ? t('empty.periodHintMonth') : t('empty.periodHintYear')}</p>
      </EmptyState>
    );

  return (
    <EmptyState
      icon={icon}
      title={t('empty.title')}
      action={
        canManage ? (
          <ActionLink to={paths.newSchedule.getHref()}>{t('empty.createFirst')}</ActionLink>
        ) : null
      }
    >
      <p>{canManage ? t('empty.hintManager') : t('empty.hintMember')}</p>
    </EmptyState>
  );
}
