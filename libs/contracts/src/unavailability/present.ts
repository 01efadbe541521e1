import { inclusiveDays } from '../calendar';
import {
  unavailabilityStatus,
  type Unavailability,
  type UnavailableMember,
} from './unavailability';

/** A period a member cannot serve, as it is stored: calendar dates, both days included. */
export interface UnavailabilityRecord {
  id: number;
  member_id: number;
  data_inicio: string;
  data_fim: string;
  justificativa: string;
  /** Raised by every change: what an edit made from an older read is refused by. */
  versao: number;
  created_at: string;
  updated_at: string;
}

/** Status and day count as of `today`: the day it is in the ministry's time zone. */
export function presentUnavailability(
  row: Pick<
    UnavailabilityRecord,
    'id' | 'member_id' | 'data_inicio' | 'data_fim' | 'justificativa' | 'versao'
  >,
  today: string,
): Unavailability {
  return {
    id: row.id,
    membro_id: row.member_id,
    data_inicio: row.data_inicio,
    data_fim: row.data_fim,
    justificativa: row.justificativa,
    status: unavailabilityStatus(row, today),
    dias: inclusiveDays(row.data_inicio, row.data_fim),
    versao: row.versao,
  };
}

/** A member unavailable on a day, by name: a list's entry and a refused schedule's reason. */
export const presentUnavailableMember = (
  row: Pick<UnavailabilityRecord, 'member_id' | 'justificativa' | 'data_inicio' | 'data_fim'> & {
    nome: string;
  },
): UnavailableMember => ({
  membro_id: row.member_id,
  nome: row.nome,
  justificativa: row.justificativa,
  data_inicio: row.data_inicio,
  data_fim: row.data_fim,
});
