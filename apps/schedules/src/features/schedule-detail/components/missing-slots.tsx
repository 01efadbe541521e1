import type { ScheduleDetail, ScheduleSlotView } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { Button } from '@levita/ui';
import styled from 'styled-components';

const Line = styled.p<{ $missing: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-weight: 700;
  color: ${({ theme, $missing }) => ($missing ? theme.colors.warning : theme.colors.textMuted)};
`;

const Fill = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/**
 * What the schedule's slots still need ("Falta: 1 Bateria, 1 Vocal"), or that they are all
 * filled; nothing when the schedule asks for no slots. With `onFill` (who may edit it, until
 * its day is over), a way to fill each open slot.
 */
export function MissingSlots({
  schedule,
  onFill,
}: {
  schedule: Pick<ScheduleDetail, 'vagas' | 'faltam'>;
  onFill?: (slot: ScheduleSlotView) => void;
}) {
  const { t } = useTranslation('schedule-detail');
  if (schedule.vagas.length === 0) return null;
  const missing = schedule.faltam
    .map((slot) => t('slots.entry', { count: slot.quantidade, name: slot.nome }))
    .join(', ');
  return (
    <>
      <Line $missing={missing !== ''}>
        {missing ? t('slots.missing', { list: missing }) : t('slots.complete')}
      </Line>
      {onFill && schedule.faltam.length ? (
        <Fill>
          {schedule.faltam.map((slot) => (
            <Button
              key={slot.funcao_id}
              variant="secondary"
              size="small"
              onClick={() => onFill(slot)}
            >
              {t('substitutes.fill', { function: slot.nome })}
            </Button>
          ))}
        </Fill>
      ) : null}
    </>
  );
}
