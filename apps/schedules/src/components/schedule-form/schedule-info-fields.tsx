import { Checkbox, Select, TextArea, TextField } from '@levita/ui';
import type { Dispatch } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useActiveMembers } from '../../hooks/use-active-members';
import type { DraftAction, ScheduleInfo } from '../../utils/schedule-draft';
import { infoFieldIds } from './info-field-ids';

/** Part 2 §9: the time picker moves in 15-minute steps. */
export const TIME_STEP_SECONDS = 900;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
`;

/** Date and time side by side: both fit a phone's width, and they are read together. */
const When = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

export interface ScheduleInfoFieldsProps {
  ministryId: number;
  info: ScheduleInfo;
  dispatch: Dispatch<DraftAction>;
  /** The edit screen also sets whether the schedule is published. */
  withPublished?: boolean;
  /** After a refused step or save: the required fields left empty say so. */
  showMissing?: boolean;
  /** The leader as the schedule names them, kept as a choice if no longer an active member. */
  currentLeader?: { id: number; nome: string } | null;
}

/**
 * The schedule's info (part 2 §2): title, date and time required; location, leader (an active
 * member, optional) and notes. Location and notes are sent trimmed, and only when not empty.
 */
export function ScheduleInfoFields({
  ministryId,
  info,
  dispatch,
  withPublished = false,
  showMissing = false,
  currentLeader,
}: ScheduleInfoFieldsProps) {
  const { t } = useTranslation(['schedule-form', 'schedules']);
  const members = useActiveMembers(ministryId).data ?? [];
  const change = (changes: Partial<ScheduleInfo>) => dispatch({ type: 'info', changes });
  const missing = (empty: boolean) => (showMissing && empty ? t('info.required') : undefined);

  const leaders = members.map((member) => ({
    value: String(member.id),
    label: member.usuario.nome,
  }));
  if (currentLeader && !members.some((member) => member.id === currentLeader.id))
    leaders.push({ value: String(currentLeader.id), label: currentLeader.nome });

  return (
    <Fields>
      <TextField
        id={infoFieldIds.titulo}
        label={t('schedules:fields.titulo')}
        placeholder={t('info.titlePlaceholder')}
        required
        maxLength={120}
        autoComplete="off"
        value={info.titulo}
        error={missing(info.titulo.trim() === '')}
        onChange={(event) => change({ titulo: event.target.value })}
      />
      <When>
        <TextField
          id={infoFieldIds.data}
          type="date"
          label={t('schedules:fields.data')}
          required
          value={info.data}
          error={missing(info.data === '')}
          onChange={(event) => change({ data: event.target.value })}
        />
        <TextField
          id={infoFieldIds.horario}
          type="time"
          step={TIME_STEP_SECONDS}
          label={t('schedules:fields.horario')}
          required
          value={info.horario}
          error={missing(info.horario === '')}
          onChange={(event) => change({ horario: event.target.value })}
        />
      </When>
      <TextField
        id={infoFieldIds.local}
        label={t('schedules:fields.local')}
        placeholder={t('info.locationPlaceholder')}
        maxLength={200}
        value={info.local}
        onChange={(event) => change({ local: event.target.value })}
      />
      <Select
        id={infoFieldIds.responsavel}
        label={t('schedules:fields.responsavel')}
        hint={t('info.leaderHint')}
        value={info.responsavel_id === null ? '' : String(info.responsavel_id)}
        onChange={(event) =>
          change({ responsavel_id: event.target.value ? Number(event.target.value) : null })
        }
        options={[{ value: '', label: t('info.noLeader') }, ...leaders]}
      />
      <TextArea
        id={infoFieldIds.observacoes}
        label={t('schedules:fields.observacoes')}
        placeholder={t('info.notesPlaceholder')}
        maxLength={2000}
        value={info.observacoes}
        onChange={(event) => change({ observacoes: event.target.value })}
      />
      {withPublished ? (
        <Checkbox
          id={infoFieldIds.publicada}
          label={t('schedules:fields.publicada')}
          hint={t('info.publishedHint')}
          checked={info.publicada}
          onChange={(event) => change({ publicada: event.target.checked })}
        />
      ) : null}
    </Fields>
  );
}
