import type { Unavailability } from '@levita/contracts';
import { Button } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { usePeriodLabel } from '../hooks/use-period-label';
import { UnavailabilityStatusBadge } from './unavailability-status-badge';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
`;

const Days = styled.span`
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    > * {
      flex: 1 1 0;
    }
  }
`;

const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface UnavailabilityItemProps {
  entry: Unavailability;
  /** Only the entry's own member edits or deletes it (part 2 §6): otherwise none are given. */
  onEdit?: (entry: Unavailability) => void;
  onDelete?: (entry: Unavailability) => void;
  /** This entry's delete is running. */
  deleting?: boolean;
}

/** One period (part 2 §2): dates, status, reason and the day count, both ends included. */
export function UnavailabilityItem({ entry, onEdit, onDelete, deleting }: UnavailabilityItemProps) {
  const { t } = useTranslation('unavailability');
  const periodLabel = usePeriodLabel();
  const titleId = useId();
  const period = periodLabel(entry);
  return (
    <Card aria-labelledby={titleId}>
      <Top>
        <h3 id={titleId}>{period}</h3>
        <UnavailabilityStatusBadge status={entry.status} />
        <Days>{t('item.days', { count: entry.dias })}</Days>
      </Top>
      <Reason>
        <strong>{t('item.reason')}</strong> {entry.justificativa}
      </Reason>
      {onEdit || onDelete ? (
        <Actions>
          {onEdit ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={t('item.editOf', { period })}
              disabled={deleting}
              onClick={() => onEdit(entry)}
            >
              {t('item.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <DeleteButton
              variant="secondary"
              size="small"
              aria-label={t('item.deleteOf', { period })}
              loading={deleting}
              onClick={() => onDelete(entry)}
            >
              {t('item.delete')}
            </DeleteButton>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
