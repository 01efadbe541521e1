import type { ScheduleSummary } from '@levita/contracts';
import styled from 'styled-components';
import { ScheduleCard } from './schedule-card';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ScheduleCardsProps {
  schedules: ScheduleSummary[];
  /** Names the list for assistive technology ("Escalas de novembro de 2026"). */
  label: string;
  onDelete?: (schedule: ScheduleSummary) => void;
}

/** One card per schedule, on every screen: a schedule reads as a short note, not a row. */
export function ScheduleCards({ schedules, label, onDelete }: ScheduleCardsProps) {
  return (
    <List aria-label={label}>
      {schedules.map((schedule) => (
        <li key={schedule.id}>
          <ScheduleCard schedule={schedule} onDelete={onDelete} />
        </li>
      ))}
    </List>
  );
}
