import type { ScheduleDetail } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Line = styled.p<{ $missing: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-weight: 700;
  color: ${({ theme, $missing }) => ($missing ? theme.colors.warning : theme.colors.textMuted)};
`;

/**
 * What the schedule's slots still need ("Falta: 1 Bateria, 1 Vocal"), or that they are all
 * filled; nothing when the schedule asks for no slots.
 */
export function MissingSlots({ schedule }: { schedule: Pick<ScheduleDetail, 'vagas' | 'faltam'> }) {
  const { t } = useTranslation('schedule-detail');
  if (schedule.vagas.length === 0) return null;
  const missing = schedule.faltam
    .map((slot) => t('slots.entry', { count: slot.quantidade, name: slot.nome }))
    .join(', ');
  return (
    <Line $missing={missing !== ''}>
      {missing ? t('slots.missing', { list: missing }) : t('slots.complete')}
    </Line>
  );
}
