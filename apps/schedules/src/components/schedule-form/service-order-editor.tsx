import { runSheet, type ServiceItemKind, serviceItemKinds, songMinutes } from '@levita/contracts';
import { Button, Select } from '@levita/ui';
import { type Dispatch, useMemo, useState } from 'react';
import { useFormatters, useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useActiveMembers } from '../../hooks/use-active-members';
import {
  type DraftAction,
  draftServiceOrder,
  type DraftItem,
  type DraftSong,
} from '../../utils/schedule-draft';
import { minutesText, onTheClock } from '../../utils/service-entries';
import { Count, Part, PartHeader, PlainOrderedList } from './section-parts';
import { ServicePartRow } from './service-part-row';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SongLine = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-variant-numeric: tabular-nums;
  span:first-child {
    min-width: 44px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

const AddPart = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  > :first-child {
    flex: 1 1 200px;
  }
`;

/** A new part's length until the leader says otherwise: a sermon is long, the rest short. */
const typicalMinutes: Record<ServiceItemKind, number> = {
  boas_vindas: 5,
  oracao: 5,
  leitura: 5,
  oferta: 5,
  pregacao: 40,
  avisos: 5,
  ceia: 15,
  outro: 5,
};

interface ServiceOrderEditorProps {
  ministryId: number;
  /** The schedule's time ('HH:mm'): the run sheet starts there. */
  time: string;
  songs: readonly DraftSong[];
  items: readonly DraftItem[];
  dispatch: Dispatch<DraftAction>;
  /** Who leads a part of the schedule being edited, kept as a choice if no longer active. */
  currentLeaders?: readonly { id: number; nome: string }[];
}

/**
 * The service's other parts (welcome, prayer, sermon...) placed among the songs, with each
 * entry's start from the schedule's time and the whole length (docs/schedules.md "Service
 * order"). Songs are ordered in the list above; here parts move past songs and parts.
 */
export function ServiceOrderEditor({
  ministryId,
  time,
  songs,
  items,
  dispatch,
  currentLeaders = [],
}: ServiceOrderEditorProps) {
  const { t } = useTranslation(['schedule-form', 'schedules']);
  const { time: clock } = useFormatters();
  const [kind, setKind] = useState<ServiceItemKind>('boas_vindas');
  const members = useActiveMembers(ministryId).data;
  const people = useMemo(() => {
    const active = (members ?? []).map((member) => ({
      value: String(member.id),
      label: member.usuario.nome,
    }));
    const kept = currentLeaders
      .filter((leader) => !active.some((option) => option.value === String(leader.id)))
      .map((leader) => ({
        value: String(leader.id),
        label: leader.nome || t('schedules:formerMember'),
      }));
    return [...active, ...kept];
  }, [members, currentLeaders, t]);

  const order = draftServiceOrder({ songs: [...songs], items: [...items] });
  const sheet = runSheet(
    time,
    order.map((entry) => ({
      duracao_minutos: entry.song
        ? songMinutes(entry.song.duracao ?? null)
        : entry.item.duracao_minutos,
    })),
  );

  return (
    <Part aria-labelledby="service-order-title">
      <PartHeader>
        <h3 id="service-order-title">{t('order.title')}</h3>
        {order.length ? (
          <Count>{t('order.total', { duration: minutesText(t, sheet.total_minutos) })}</Count>
        ) : null}
      </PartHeader>
      <Intro>{t('order.intro')}</Intro>
      {order.length ? (
        <PlainOrderedList aria-labelledby="service-order-title">
          {order.map((entry, index) =>
            entry.song ? (
              <SongLine key={`song-${entry.song.musica_id}`}>
                <span>{clock(onTheClock(sheet.inicios[index]!))}</span>
                <strong>{entry.song.nome}</strong>
              </SongLine>
            ) : (
              <ServicePartRow
                key={`part-${entry.item.key}`}
                item={entry.item}
                startsAt={clock(onTheClock(sheet.inicios[index]!))}
                people={people}
                isFirst={index === 0}
                isLast={index === order.length - 1}
                onChange={(changes) =>
                  dispatch({ type: 'changeItem', key: entry.item.key, changes })
                }
                onMove={(by) => dispatch({ type: 'moveItem', key: entry.item.key, by })}
                onRemove={() => dispatch({ type: 'removeItem', key: entry.item.key })}
              />
            ),
          )}
        </PlainOrderedList>
      ) : null}
      <AddPart>
        <Select
          id="service-part-new-kind"
          label={t('order.newKind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as ServiceItemKind)}
          options={serviceItemKinds.map((value) => ({
            value,
            label: t(`schedules:serviceItem.kinds.${value}`),
          }))}
        />
        <Button
          variant="secondary"
          onClick={() =>
            dispatch({
              type: 'addItem',
              item: {
                tipo: kind,
                titulo: t(`schedules:serviceItem.kinds.${kind}`),
                duracao_minutos: typicalMinutes[kind],
                observacoes: '',
                responsavel_id: null,
              },
            })
          }
        >
          {t('order.add')}
        </Button>
      </AddPart>
    </Part>
  );
}
