import type { ScheduledMember } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { membersByFunction } from './members-by-function';

type Fn = ScheduledMember['funcoes'][number];

const fn = (id: number | null, nome: string, observacao: string | null = null): Fn => ({
  id,
  nome,
  icone: 'microfone',
  observacao,
});

const member = (id: number, nome: string, funcoes: Fn[]): ScheduledMember => ({
  membro_id: id,
  membro: { id, nome, email: `${id}@example.com`, foto_url: null, ex_integrante: false },
  funcoes,
  confirmado: false,
  resposta: 'PENDENTE',
  motivo_recusa: null,
});

describe('membersByFunction', () => {
  it('groups the people by function, in the catalogue’s order', () => {
    const groups = membersByFunction(
      [
        member(1, 'Ana', [fn(2, 'Ministro'), fn(3, 'Violão')]),
        member(2, 'Bruno', [fn(7, 'Teclado')]),
        member(3, 'Carla', [fn(1, 'Vocal', 'Abre o culto')]),
        member(5, 'Elisa', [fn(1, 'Vocal')]),
      ],
      'pt-BR',
    );
    expect(groups.map((group) => [group.name, group.people])).toEqual([
      [
        'Vocal',
        [
          { memberId: 3, name: 'Carla', note: 'Abre o culto' },
          { memberId: 5, name: 'Elisa', note: null },
        ],
      ],
      ['Ministro', [{ memberId: 1, name: 'Ana', note: null }]],
      ['Violão', [{ memberId: 1, name: 'Ana', note: null }]],
      ['Teclado', [{ memberId: 2, name: 'Bruno', note: null }]],
    ]);
  });

  it('puts functions deleted since after the others, and members without one last', () => {
    const groups = membersByFunction(
      [
        member(1, 'Ana', []),
        member(2, 'Bruno', [fn(null, 'Sax')]),
        member(3, 'Carla', [fn(null, 'Flauta doce')]),
        member(4, 'Diego', [fn(9, 'Violino')]),
      ],
      'pt-BR',
    );
    expect(groups.map((group) => group.name)).toEqual(['Violino', 'Flauta doce', 'Sax', null]);
    expect(groups.at(-1)!.people).toEqual([{ memberId: 1, name: 'Ana', note: null }]);
  });

  it('names the default functions in the reader’s language, the ministry’s own as stored', () => {
    const groups = membersByFunction(
      [
        member(1, 'Ana', [fn(2, 'Ministro'), fn(3, 'Violão')]),
        member(2, 'Bruno', [fn(7, 'Teclado'), fn(8, 'Técnico de som')]),
        member(3, 'Carla', [fn(9, 'Flauta doce')]),
      ],
      'en-US',
    );
    expect(groups.map((group) => group.name)).toEqual([
      'Worship leader',
      'Acoustic guitar',
      'Keyboard',
      'Sound technician',
      'Flauta doce',
    ]);
  });

  it('gives nothing for an empty team', () => {
    expect(membersByFunction([], 'en-US')).toEqual([]);
  });
});
