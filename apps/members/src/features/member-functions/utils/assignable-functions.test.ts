import type { MemberFunction, MinistryFunction } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { assignableFunctions, otherPrincipal } from './assignable-functions';

const fn = (id: number, nome: string): MinistryFunction => ({
  id,
  nome,
  descricao: '',
  icone: 'outro',
  ministerio_id: 1,
  data_criacao: '2026-01-01',
  data_atualizacao: '2026-01-01',
  versao: 1,
});

const held = (id: number, funcao_id: number, principal = false): MemberFunction => ({
  id,
  membro_id: 3,
  funcao_id,
  funcao: { id: funcao_id, nome: `f${funcao_id}`, icone: 'outro' },
  principal,
  observacoes: null,
  versao: 1,
});

const catalogue = [fn(1, 'Baixo'), fn(2, 'Bateria'), fn(3, 'Violão')];

describe('assignableFunctions', () => {
  it('offers the functions the member does not hold, in the catalogue order', () => {
    expect(assignableFunctions(catalogue, [held(10, 2)]).map((f) => f.id)).toEqual([1, 3]);
  });

  it('keeps the function being edited', () => {
    expect(assignableFunctions(catalogue, [held(10, 2), held(11, 3)], 2).map((f) => f.id)).toEqual([
      1, 2,
    ]);
  });

  it('offers nothing when every function is held', () => {
    expect(assignableFunctions(catalogue, [held(10, 1), held(11, 2), held(12, 3)])).toEqual([]);
  });
});

describe('otherPrincipal', () => {
  it('finds the principal another assignment holds', () => {
    expect(otherPrincipal([held(10, 1), held(11, 2, true)])?.id).toBe(11);
  });

  it('is none when the principal is the assignment being edited, or there is none', () => {
    const principal = held(11, 2, true);
    expect(otherPrincipal([held(10, 1), principal], principal)).toBeUndefined();
    expect(otherPrincipal([held(10, 1)])).toBeUndefined();
  });
});
