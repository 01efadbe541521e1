import type { ScheduleDetail } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScheduleStatusBadge } from '../../../components/schedule-status-badge';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd::first-letter {
    text-transform: uppercase;
  }
  ${({ theme }) => theme.media.phone} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    /* The long date needs the whole line; the shorter facts go two by two. */
    > div:first-child {
      grid-column: 1 / -1;
    }
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Title with its status, then when and where: the long date names the weekday in the chosen
 * language; the location and the leader only when the schedule has them.
 */
export function ScheduleHeader({ schedule }: { schedule: ScheduleDetail }) {
  const { t } = useTranslation('schedules');
  const { longDate, time } = useFormatters();
  return (
    <Header>
      <TitleRow>
        <h1>{schedule.titulo}</h1>
        <ScheduleStatusBadge status={schedule.status} />
      </TitleRow>
      <Facts>
        <Fact label={t('fields.data')}>{longDate(schedule.data)}</Fact>
        <Fact label={t('fields.horario')}>{time(schedule.data)}</Fact>
        {schedule.local ? <Fact label={t('fields.local')}>{schedule.local}</Fact> : null}
        {schedule.responsavel ? (
          <Fact label={t('fields.responsavel')}>{schedule.responsavel.nome}</Fact>
        ) : null}
      </Facts>
    </Header>
  );
}
