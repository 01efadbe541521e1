import { describe, expect, it } from 'vitest';
import { rankSubstitutes, swapRefusal, type SubstituteSource } from './substitutes';

const holder = (member_id: number, nome: string, changes: Partial<SubstituteSource> = {}) => ({
  member_id,
  nome,
  foto_url: null,
  status: 'ATIVO' as const,
  principal: 0,
  ...changes,
});

describe('rankSubstitutes', () => {
  const none = { scheduled: new Set<number>(), unavailable: new Set<number>() };

  it('puts the principal function first, then fewer participations this month, then the name', () => {
    const ranked = rankSubstitutes(
      [
        holder(1, 'Zeca'),
        holder(2, 'Ana'),
        holder(3, 'Bia', { principal: 1 }),
        holder(4, 'Élio'),
        holder(5, 'Caio', { principal: 1 }),
      ],
      none,
      new Map([
        [1, 0],
        [2, 2],
        [3, 3],
        [4, 0],
        [5, 1],
      ]),
    );
    expect(ranked.map((s) => [s.nome, s.principal, s.participacoes_no_mes])).toEqual([
      ['Caio', true, 1],
      ['Bia', true, 3],
      ['Élio', false, 0],
      ['Zeca', false, 0],
      ['Ana', false, 2],
    ]);
  });

  it('leaves out members not active, already scheduled or unavailable on the date', () => {
    const ranked = rankSubstitutes(
      [
        holder(1, 'Ana'),
        holder(2, 'Bia', { status: 'INATIVO' }),
        holder(3, 'Caio', { status: 'PENDENTE' }),
        holder(4, 'Davi'),
        holder(5, 'Eva'),
      ],
      { scheduled: new Set([4]), unavailable: new Set([5]) },
      new Map(),
    );
    expect(ranked).toEqual([
      { membro_id: 1, nome: 'Ana', foto_url: null, principal: false, participacoes_no_mes: 0 },
    ]);
  });
});

describe('swapRefusal', () => {
  const declined = { answer: 'RECUSADO' as const, playsFunction: true };
  const eligible = {
    status: 'ATIVO' as const,
    holdsFunction: true,
    unavailable: false,
    scheduled: false,
  };
  const refusal = (changes: Partial<Parameters<typeof swapRefusal>[0]>) =>
    swapRefusal({ open: true, replaced: declined, substitute: eligible, ...changes });

  it('lets an eligible member take a declined place while the day is not over', () => {
    expect(refusal({})).toBeNull();
  });

  it('refuses after the day, and a place that was not declined in that function', () => {
    expect(refusal({ open: false })).toBe('presence_closed');
    expect(refusal({ replaced: undefined })).toBe('substitution_not_needed');
    expect(refusal({ replaced: { ...declined, answer: 'PENDENTE' } })).toBe(
      'substitution_not_needed',
    );
    expect(refusal({ replaced: { ...declined, answer: 'CONFIRMADO' } })).toBe(
      'substitution_not_needed',
    );
    expect(refusal({ replaced: { ...declined, playsFunction: false } })).toBe(
      'substitution_not_needed',
    );
  });

  it('refuses a substitute rankSubstitutes would not offer', () => {
    expect(refusal({ substitute: undefined })).toBe('substitute_not_active');
    expect(refusal({ substitute: { ...eligible, status: 'INATIVO' } })).toBe(
      'substitute_not_active',
    );
    expect(refusal({ substitute: { ...eligible, holdsFunction: false } })).toBe(
      'function_not_held',
    );
    expect(refusal({ substitute: { ...eligible, unavailable: true } })).toBe(
      'substitute_unavailable',
    );
    expect(refusal({ substitute: { ...eligible, scheduled: true } })).toBe(
      'substitute_already_scheduled',
    );
  });

  it('fills an open slot while it still misses someone, with the same checks of the member', () => {
    const fill = (slotOpen: boolean, changes = {}) =>
      refusal({ replaced: undefined, fill: { slotOpen }, ...changes });
    expect(fill(true)).toBeNull();
    expect(fill(false)).toBe('slot_filled');
    expect(fill(true, { open: false })).toBe('presence_closed');
    expect(fill(true, { substitute: { ...eligible, scheduled: true } })).toBe(
      'substitute_already_scheduled',
    );
    expect(fill(true, { substitute: { ...eligible, holdsFunction: false } })).toBe(
      'function_not_held',
    );
  });
});
