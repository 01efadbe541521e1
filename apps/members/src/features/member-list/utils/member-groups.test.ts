import type { MinistryMember } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { filterByName, groupMembers } from './member-groups';

const person = (id: number, nome: string, status: MinistryMember['status']): MinistryMember => ({
  id,
  usuario_id: id,
  status,
  admin: false,
  proprietario: false,
  usuario: { nome, email: `${id}@example.com`, telefone: null, foto_url: null },
  funcoes: [],
});

const people = [
  person(1, 'Ana Souza', 'ATIVO'),
  person(2, 'Júlia Ribeiro', 'PENDENTE'),
  person(3, 'Henrique Dias', 'INATIVO'),
  person(4, 'Joana  Lúcia', 'ATIVO'),
];

describe('groupMembers', () => {
  it('splits by status, keeping the order', () => {
    const groups = groupMembers(people);
    expect(groups.pending.map((m) => m.id)).toEqual([2]);
    expect(groups.active.map((m) => m.id)).toEqual([1, 4]);
    expect(groups.inactive.map((m) => m.id)).toEqual([3]);
  });
});

describe('filterByName', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(filterByName(people, 'JULIA').map((m) => m.id)).toEqual([2]);
    expect(filterByName(people, 'lucia').map((m) => m.id)).toEqual([4]);
    expect(filterByName(people, 'joana lúcia').map((m) => m.id)).toEqual([4]);
    expect(filterByName(people, '  ').map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(filterByName(people, 'zé')).toEqual([]);
  });

  it('matches the name only', () => {
    expect(filterByName(people, 'example')).toEqual([]);
  });
});
