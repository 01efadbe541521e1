import type { MinistryMember, ScheduledMember } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { functionLookup, functionsOf } from './member-roster';

const elisa = {
  id: 5,
  funcoes: [
    { id: 6, funcao_id: 9, funcao: { nome: 'Flauta', icone: 'flauta' }, principal: false },
    { id: 5, funcao_id: 2, funcao: { nome: 'Vocal', icone: 'microfone' }, principal: true },
  ],
} as unknown as MinistryMember;

describe('the member roster', () => {
  it('lists the principal function first', () => {
    expect(functionsOf(elisa)).toEqual([
      { funcao_id: 2, nome: 'Vocal', icone: 'microfone', principal: true },
      { funcao_id: 9, nome: 'Flauta', icone: 'flauta', principal: false },
    ]);
  });

  it('names functions from the active members, else from the schedule being edited', () => {
    const scheduled = [
      {
        membro_id: 8,
        funcoes: [
          { id: 4, nome: 'Guitarra', icone: 'guitarra', observacao: null },
          { id: null, nome: 'Apagada', icone: 'outro', observacao: null },
        ],
      },
      { membro_id: 5, funcoes: [{ id: 2, nome: 'Voz (antigo)', icone: 'microfone' }] },
    ] as unknown as ScheduledMember[];
    const lookup = functionLookup([elisa], scheduled);
    expect(lookup(5, 2)).toEqual({ nome: 'Vocal', icone: 'microfone' });
    expect(lookup(8, 4)).toEqual({ nome: 'Guitarra', icone: 'guitarra' });
    expect(lookup(5, 4)).toBeUndefined();
    expect(functionLookup(undefined)(5, 2)).toBeUndefined();
  });
});
