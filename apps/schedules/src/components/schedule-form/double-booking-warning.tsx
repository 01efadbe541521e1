import type { MemberDoubleBooking } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { Badge } from '@levita/ui';
import styled from 'styled-components';

const Warning = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
    overflow-wrap: anywhere;
  }
`;

/**
 * A member already on another schedule: a warning that does not stop the save. A schedule the
 * viewer may read is named with its day and time (it starts within three hours); of one they
 * may not read the API tells only that it is on the same day, so the warning says no more.
 */
export function DoubleBookingWarning({ booking }: { booking: MemberDoubleBooking }) {
  const { t } = useTranslation('schedule-form');
  const format = useFormatters();
  const named = booking.compromissos;
  return (
    <Warning>
      <Badge tone="warning">
        {named.length > 0 ? t('members.doubleBooked') : t('members.busySameDay')}
      </Badge>
      <ul>
        {named.map((commitment) => (
          <li key={commitment.escala_id}>
            {t('members.alsoOn', {
              title: commitment.titulo,
              ministry: commitment.ministerio,
              day: format.dayMonth(commitment.data),
              time: format.time(commitment.data),
            })}
          </li>
        ))}
        {booking.compromisso_oculto_no_dia ? <li>{t('members.hiddenSameDay')}</li> : null}
      </ul>
    </Warning>
  );
}
