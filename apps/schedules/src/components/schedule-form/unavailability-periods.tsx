import type { UnavailableMemberEntry } from '@levita/contracts';
import { formatCalendarDay } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.small};
`;

/** Why and when a member cannot serve on the schedule's date ("de 24/11/2026 a 27/11/2026"). */
export function UnavailabilityPeriods({ periods }: { periods: readonly UnavailableMemberEntry[] }) {
  const { t } = useTranslation('schedule-form');
  const { locale } = useFormatters();
  const day = (date: string) => formatCalendarDay(date, locale);
  return (
    <Lines>
      {periods.map((period) => (
        <li key={`${period.data_inicio}:${period.data_fim}:${period.justificativa}`}>
          {period.data_inicio.slice(0, 10) === period.data_fim.slice(0, 10)
            ? t('members.unavailableOn', {
                day: day(period.data_inicio),
                reason: period.justificativa,
              })
            : t('members.unavailableFrom', {
                start: day(period.data_inicio),
                end: day(period.data_fim),
                reason: period.justificativa,
              })}
        </li>
      ))}
    </Lines>
  );
}
