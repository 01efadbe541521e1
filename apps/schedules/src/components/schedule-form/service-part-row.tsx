import { serviceItemKinds, SERVICE_ITEM_MAX_MINUTES } from '@levita/contracts';
import { Select, TextField } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { DraftItem } from '../../utils/schedule-draft';
import { RowOrderButtons } from './row-order-buttons';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'start fields actions';
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'start fields' '. actions';
  }
`;

const Start = styled.span`
  grid-area: start;
  min-width: 44px;
  padding-top: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fields = styled.div`
  grid-area: fields;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

interface ServicePartRowProps {
  item: DraftItem;
  startsAt: string;
  /** Who may lead it: the ministry's active members, and whoever leads it already. */
  people: readonly { value: string; label: string }[];
  isFirst: boolean;
  isLast: boolean;
  onChange: (changes: Partial<Omit<DraftItem, 'key'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** A part of the service besides the songs, as the form edits it. */
export function ServicePartRow({
  item,
  startsAt,
  people,
  isFirst,
  isLast,
  onChange,
  onMove,
  onRemove,
}: ServicePartRowProps) {
  const { t } = useTranslation(['schedule-form', 'schedules']);
  const id = `service-part-${item.key}`;
  const name = item.titulo.trim() || t(`schedules:serviceItem.kinds.${item.tipo}`);
  return (
    <Row data-part-key={item.key}>
      <Start>{startsAt}</Start>
      <Fields>
        <TextField
          id={`${id}-title`}
          label={t('order.partTitle')}
          required
          maxLength={120}
          autoComplete="off"
          value={item.titulo}
          error={item.titulo.trim() === '' ? t('info.required') : undefined}
          onChange={(event) => onChange({ titulo: event.target.value })}
        />
        <Select
          id={`${id}-kind`}
          label={t('order.kind')}
          value={item.tipo}
          onChange={(event) => onChange({ tipo: event.target.value as DraftItem['tipo'] })}
          options={serviceItemKinds.map((kind) => ({
            value: kind,
            label: t(`schedules:serviceItem.kinds.${kind}`),
          }))}
        />
        <TextField
          id={`${id}-minutes`}
          type="number"
          inputMode="numeric"
          min={0}
          max={SERVICE_ITEM_MAX_MINUTES}
          step={1}
          label={t('order.minutes')}
          value={String(item.duracao_minutos)}
          onChange={(event) =>
            onChange({
              duracao_minutos: Math.min(
                SERVICE_ITEM_MAX_MINUTES,
                Math.max(0, Math.trunc(Number(event.target.value) || 0)),
              ),
            })
          }
        />
        <Select
          id={`${id}-leader`}
          label={t('order.leader')}
          value={item.responsavel_id === null ? '' : String(item.responsavel_id)}
          onChange={(event) =>
            onChange({ responsavel_id: event.target.value ? Number(event.target.value) : null })
          }
          options={[{ value: '', label: t('order.noLeader') }, ...people]}
        />
        <TextField
          id={`${id}-notes`}
          label={t('order.notes')}
          maxLength={500}
          autoComplete="off"
          value={item.observacoes}
          onChange={(event) => onChange({ observacoes: event.target.value })}
        />
      </Fields>
      <Actions>
        <RowOrderButtons
          labels={{
            up: t('order.moveUp', { name }),
            down: t('order.moveDown', { name }),
            remove: t('order.remove', { name }),
          }}
          isFirst={isFirst}
          isLast={isLast}
          onMove={onMove}
          onRemove={onRemove}
        />
      </Actions>
    </Row>
  );
}
