import type { Commitment } from '@levita/contracts';
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
 * A member already on another schedule within three hours (issue 25): a warning that does
 * not stop the save. The other schedule is named only when the API named it (the viewer may
 * read it); otherwise "another commitment".
 */
export function DoubleBookingWarning({ commitments }: { commitments: readonly Commitment[] }) {
  const { t } = useTranslation('schedule-form');
  const format = useFormatters();
  return (
    <Warning>
      <Badge tone="warning">{t('members.doubleBooked')}</Badge>
      <ul>
        {commitments.map((commitment, index) => (
          <li key={commitment.escala_id ?? `hidden-${index}`}>
            {commitment.titulo && commitment.data
              ? t('members.alsoOn', {
                  title: commitment.titulo,
                  ministry: commitment.ministerio,
                  day: format.dayMonth(commitment.data),
                  time: format.time(commitment.data),
                })
              : t('members.anotherCommitment')}
          </li>
        ))}
      </ul>
    </Warning>
  );
}
