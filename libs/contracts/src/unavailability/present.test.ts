import { describe, expect, it } from 'vitest';
import { presentUnavailability, presentUnavailableMember } from './present';

const row = {
  id: 3,
  member_id: 7,
  data_inicio: '2026-11-20',
  data_fim: '2026-11-22',
  justificativa: 'Viagem em família',
  versao: 2,
};

describe('presentUnavailability', () => {
  it('derives the status and the day count, both ends included, from the day it is', () => {
    expect(presentUnavailability(row, '2026-11-21')).toEqual({
      id: 3,
      membro_id: 7,
      data_inicio: '2026-11-20',
      data_fim: '2026-11-22',
      justificativa: 'Viagem em família',
      status: 'atual',
      dias: 3,
      versao: 2,
    });
    expect(presentUnavailability(row, '2026-11-19').status).toBe('futura');
    expect(presentUnavailability(row, '2026-11-23').status).toBe('passada');
  });
});

describe('presentUnavailableMember', () => {
  it('names the member beside the period and the reason', () => {
    expect(presentUnavailableMember({ ...row, nome: 'Ana' })).toEqual({
      membro_id: 7,
      nome: 'Ana',
      justificativa: 'Viagem em família',
      data_inicio: '2026-11-20',
      data_fim: '2026-11-22',
    });
  });
});
