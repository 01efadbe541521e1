import type { ScheduledItem } from '@levita/contracts';
import { VisuallyHidden } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { minutesText } from '../../../utils/service-entries';
import { Artist, Item, Key, Order, Place, Song, StartTime } from './scheduled-entry-parts';

const Mark = styled(Order)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Notes = styled.span`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/**
 * A part of the service besides the songs on the run sheet: its start, kind and title, who
 * leads it, its notes and its length.
 */
export function ServicePartItem({ item, startsAt }: { item: ScheduledItem; startsAt: string }) {
  const { t } = useTranslation(['schedule-detail', 'schedules']);
  const kind = t(`schedules:serviceItem.kinds.${item.tipo}`);
  const leader = item.responsavel
    ? item.responsavel.ex_integrante
      ? t('schedules:formerMember')
      : item.responsavel.nome
    : null;
  return (
    <Item>
      <Place>
        <Mark aria-hidden="true">•</Mark>
        <StartTime>
          <VisuallyHidden>{t('order.startsAt', { time: startsAt })}</VisuallyHidden>
          <span aria-hidden="true">{startsAt}</span>
        </StartTime>
      </Place>
      <Song>
        <Title>{item.titulo}</Title>
        <Artist>{leader ? `${kind} · ${t('order.responsible', { name: leader })}` : kind}</Artist>
        {item.observacoes ? <Notes>{item.observacoes}</Notes> : null}
      </Song>
      <Key>
        <dt>
          <VisuallyHidden>{t('order.length')}</VisuallyHidden>
        </dt>
        <dd>{minutesText(t, item.duracao_minutos)}</dd>
      </Key>
    </Item>
  );
}
