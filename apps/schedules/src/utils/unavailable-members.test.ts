import { describe, expect, it } from 'vitest';
import { periodsByMember, unavailableChosen } from './unavailable-members';

const entry = (membro_id: number, data_inicio = '2026-11-20') => ({
  membro_id,
  justificativa: 'Viagem',
  data_inicio,
  data_fim: '2026-11-30',
});

describe('unavailable members', () => {
  it('are taken off when chosen, in the order of the schedule', () => {
    const members = [
      { membro_id: 3, nome: 'Carla', funcoes: [] },
      { membro_id: 5, nome: 'Elisa', funcoes: [] },
      { membro_id: 7, nome: 'Gabriela', funcoes: [] },
    ];
    expect(unavailableChosen(members, [entry(7), entry(1), entry(3)])).toEqual([3, 7]);
    expect(unavailableChosen(members, [])).toEqual([]);
  });

  it('keep every period of a member together', () => {
    const periods = periodsByMember([entry(5), entry(3), entry(5, '2026-11-25')]);
    expect(periods.get(5)?.map((period) => period.data_inicio)).toEqual([
      '2026-11-20',
      '2026-11-25',
    ]);
    expect(periods.get(3)).toHaveLength(1);
    expect(periods.has(7)).toBe(false);
  });
});
