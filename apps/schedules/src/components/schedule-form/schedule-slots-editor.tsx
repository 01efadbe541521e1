import { type PresenceAnswer, missingSlots, SLOT_MAX_PEOPLE } from '@levita/contracts';
import { useFunctions } from '@levita/api-client';
import { Button, IconButton, Select } from '@levita/ui';
import type { Dispatch } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { DraftAction, DraftMember, DraftSlot } from '../../utils/schedule-draft';
import { Count, Part, PartHeader, PlainList } from './section-parts';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
`;

const sizes = Array.from({ length: SLOT_MAX_PEOPLE }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Missing = styled.p<{ $open: boolean }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $open }) => ($open ? theme.colors.warning : theme.colors.textMuted)};
`;

interface ScheduleSlotsEditorProps {
  ministryId: number;
  slots: readonly DraftSlot[];
  members: readonly DraftMember[];
  /** Each member's answer on the schedule being edited: a declined place is open again. */
  answers?: ReadonlyMap<number, PresenceAnswer>;
  dispatch: Dispatch<DraftAction>;
}

/**
 * What the schedule needs, people per function ("2 Vocal, 1 Bateria"), and what is still
 * missing given who is on it (docs/schedules.md "Open slots").
 */
export function ScheduleSlotsEditor({
  ministryId,
  slots,
  members,
  answers,
  dispatch,
}: ScheduleSlotsEditorProps) {
  const { t } = useTranslation('schedule-form');
  const functions = useFunctions(ministryId).data ?? [];
  const nameOf = (id: number) => functions.find((fn) => fn.id === id)?.nome ?? '';
  const set = (next: DraftSlot[]) => dispatch({ type: 'slots', slots: next });
  const unused = functions.filter((fn) => !slots.some((slot) => slot.funcao_id === fn.id));
  const places = members.flatMap((member) =>
    member.funcoes.map((fn) => ({
      funcao_id: fn.funcao_id,
      resposta: answers?.get(member.membro_id) ?? ('PENDENTE' as const),
    })),
  );
  const missing = missingSlots(slots, places)
    .map((slot) => t('slots.entry', { count: slot.quantidade, name: nameOf(slot.funcao_id) }))
    .join(', ');

  return (
    <Part aria-labelledby="slots-title">
      <PartHeader>
        <h3 id="slots-title">{t('slots.title')}</h3>
        {slots.length ? <Count>{t('slots.count', { count: slots.length })}</Count> : null}
      </PartHeader>
      <Intro>{t('slots.intro')}</Intro>
      {slots.length ? (
        <>
          <PlainList aria-labelledby="slots-title">
            {slots.map((slot, index) => {
              const name = nameOf(slot.funcao_id);
              const change = (changes: Partial<DraftSlot>) =>
                set(slots.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)));
              return (
                <Row key={slot.funcao_id}>
                  <Select
                    id={`slot-${index}-function`}
                    label={t('slots.function')}
                    value={String(slot.funcao_id)}
                    onChange={(event) => change({ funcao_id: Number(event.target.value) })}
                    options={functions
                      .filter((fn) => fn.id === slot.funcao_id || unused.includes(fn))
                      .map((fn) => ({ value: String(fn.id), label: fn.nome }))}
                  />
                  <Select
                    id={`slot-${index}-size`}
                    label={t('slots.people')}
                    value={String(slot.quantidade)}
                    onChange={(event) => change({ quantidade: Number(event.target.value) })}
                    options={sizes}
                  />
                  <IconButton
                    aria-label={t('slots.remove', { name })}
                    icon={<span aria-hidden="true">✕</span>}
                    variant="ghost"
                    onClick={() => set(slots.filter((_, at) => at !== index))}
                  />
                </Row>
              );
            })}
          </PlainList>
          <Missing $open={missing !== ''} role="status">
            {missing ? t('slots.missing', { list: missing }) : t('slots.complete')}
          </Missing>
        </>
      ) : null}
      {unused.length ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => set([...slots, { funcao_id: unused[0]!.id, quantidade: 1 }])}
          >
            {t('slots.add')}
          </Button>
        </div>
      ) : null}
    </Part>
  );
}
