import type { ScheduleDetail } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftChanged,
  draftFromDetail,
  draftReducer,
  emptyDraft,
  infoComplete,
  toSaveRequest,
  type DraftAction,
  type ScheduleDraft,
} from './schedule-draft';

const song = (id: number, tom: string | null = 'G') => ({
  musica_id: id,
  nome: `Song ${id}`,
  artista: 'Artist',
  tom,
});

const apply = (draft: ScheduleDraft, ...actions: DraftAction[]) =>
  actions.reduce(draftReducer, draft);
const order = (draft: ScheduleDraft) => draft.songs.map((entry) => entry.musica_id);

describe('a new schedule', () => {
  it('starts on the day given, at 19:00, as a draft with nothing in it', () => {
    expect(emptyDraft('2026-11-25')).toMatchObject({
      data: '2026-11-25',
      horario: '19:00',
      publicada: false,
      songs: [],
      members: [],
    });
  });

  it('needs a title, a date and a time before the songs', () => {
    const draft = emptyDraft('2026-11-25');
    expect(infoComplete(draft)).toBe(false);
    expect(infoComplete({ ...draft, titulo: '   ' })).toBe(false);
    expect(infoComplete({ ...draft, titulo: 'Culto' })).toBe(true);
    expect(infoComplete({ ...draft, titulo: 'Culto', data: '' })).toBe(false);
    expect(infoComplete({ ...draft, titulo: 'Culto', horario: '' })).toBe(false);
  });
});

describe('songs', () => {
  const start = emptyDraft('2026-11-25');

  it('go last, in their own key, and only once', () => {
    const draft = apply(
      start,
      { type: 'addSong', song: song(1, 'Bm') },
      { type: 'addSong', song: song(2, null) },
      { type: 'addSong', song: song(1, 'Bm') },
    );
    expect(draft.songs).toEqual([
      { ...song(1, 'Bm'), tom_alterado: 'Bm' },
      { ...song(2, null), tom_alterado: null },
    ]);
  });

  it('move up and down, never past either end, and renumber on removal', () => {
    const three = apply(
      start,
      { type: 'addSong', song: song(1) },
      { type: 'addSong', song: song(2) },
      { type: 'addSong', song: song(3) },
    );
    expect(order(apply(three, { type: 'moveSong', musicaId: 3, by: -1 }))).toEqual([1, 3, 2]);
    expect(order(apply(three, { type: 'moveSong', musicaId: 1, by: 1 }))).toEqual([2, 1, 3]);
    expect(order(apply(three, { type: 'moveSong', musicaId: 1, by: -1 }))).toEqual([1, 2, 3]);
    expect(order(apply(three, { type: 'moveSong', musicaId: 3, by: 1 }))).toEqual([1, 2, 3]);
    const removed = apply(three, { type: 'removeSong', musicaId: 2 });
    expect(toSaveRequest(removed, 1).musicas_escaladas).toEqual([
      { musica_id: 1, ordem: 1, tom_alterado: 'G' },
      { musica_id: 3, ordem: 2, tom_alterado: 'G' },
    ]);
  });

  it('take another key, or none', () => {
    const draft = apply(start, { type: 'addSong', song: song(1) });
    expect(apply(draft, { type: 'songKey', musicaId: 1, key: 'A#' }).songs[0]?.tom_alterado).toBe(
      'A#',
    );
    expect(apply(draft, { type: 'songKey', musicaId: 1, key: null }).songs[0]?.tom_alterado).toBe(
      null,
    );
  });
});

describe('members', () => {
  const start = emptyDraft('2026-11-25');
  const ana = { membro_id: 7, nome: 'Ana' };

  it('join with their first function, with the observation typed for it', () => {
    const draft = apply(start, {
      type: 'toggleFunction',
      member: ana,
      funcaoId: 3,
      observacao: '  abre o culto ',
    });
    expect(draft.members).toEqual([
      { ...ana, funcoes: [{ funcao_id: 3, observacao: 'abre o culto' }] },
    ]);
  });

  it('play several functions, and leave when the last one is taken off', () => {
    const two = apply(
      start,
      { type: 'toggleFunction', member: ana, funcaoId: 3 },
      { type: 'toggleFunction', member: ana, funcaoId: 5, observacao: '' },
    );
    expect(two.members[0]?.funcoes).toEqual([
      { funcao_id: 3, observacao: null },
      { funcao_id: 5, observacao: null },
    ]);
    const one = apply(two, { type: 'toggleFunction', member: ana, funcaoId: 3 });
    expect(one.members[0]?.funcoes).toEqual([{ funcao_id: 5, observacao: null }]);
    expect(apply(one, { type: 'toggleFunction', member: ana, funcaoId: 5 }).members).toEqual([]);
  });

  it('are removed one at a time or as a group', () => {
    const bruno = { membro_id: 8, nome: 'Bruno' };
    const carla = { membro_id: 9, nome: 'Carla' };
    const three = apply(
      start,
      { type: 'toggleFunction', member: ana, funcaoId: 1 },
      { type: 'toggleFunction', member: bruno, funcaoId: 1 },
      { type: 'toggleFunction', member: carla, funcaoId: 2 },
    );
    expect(apply(three, { type: 'removeMember', membroId: 8 }).members.map((m) => m.nome)).toEqual([
      'Ana',
      'Carla',
    ]);
    expect(
      apply(three, { type: 'removeMembers', membroIds: [7, 9] }).members.map((m) => m.nome),
    ).toEqual(['Bruno']);
  });
});

describe('the save request', () => {
  it('sends the date with the time and seconds, trims and drops empty texts, never finishes', () => {
    const draft = apply(
      emptyDraft('2026-11-29'),
      {
        type: 'info',
        changes: { titulo: ' Culto de domingo ', local: '   ', observacoes: ' Chegar 18h ' },
      },
      { type: 'addSong', song: song(4, 'D') },
      {
        type: 'toggleFunction',
        member: { membro_id: 2, nome: 'Bia' },
        funcaoId: 6,
        observacao: 'solo',
      },
      { type: 'toggleFunction', member: { membro_id: 2, nome: 'Bia' }, funcaoId: 1 },
    );
    const request = toSaveRequest(draft, 3);
    expect(request).toEqual({
      ministerio_id: 3,
      titulo: 'Culto de domingo',
      data: '2026-11-29T19:00:00',
      horario: '19:00',
      observacoes: 'Chegar 18h',
      publicada: false,
      finalizada: false,
      responsavel_id: null,
      musicas_escaladas: [{ musica_id: 4, ordem: 1, tom_alterado: 'D' }],
      itens: [],
      vagas: [],
      membros_escalados: [
        { membro_id: 2, funcao_id: 6, observacao: 'solo' },
        { membro_id: 2, funcao_id: 1, observacao: null },
      ],
    });
    expect(request).not.toHaveProperty('local');
  });
});

describe('an existing schedule', () => {
  // The service: Welcome, A, Prayer, B (the detail's places, songs and parts counted together).
  const parts = [
    {
      tipo: 'boas_vindas',
      titulo: 'Boas-vindas',
      duracao_minutos: 5,
      observacoes: null,
      responsavel_id: null,
      ordem: 1,
    },
    {
      tipo: 'oracao',
      titulo: 'Oração',
      duracao_minutos: 3,
      observacoes: 'Pedidos',
      responsavel_id: 4,
      ordem: 3,
    },
  ];
  const detail = {
    titulo: 'Culto',
    data: '2026-11-29T19:30:00',
    horario: '19:30',
    local: null,
    observacoes: 'Ceia',
    responsavel_id: 4,
    publicada: true,
    musicas: [
      {
        musica_id: 2,
        ordem: 2,
        nome: 'B',
        artista: 'x',
        tom: 'C',
        tom_alterado: null,
        musica: { duracao: 240 },
      },
      {
        musica_id: 1,
        ordem: 1,
        nome: 'A',
        artista: 'y',
        tom: 'Bm',
        tom_alterado: 'D',
        musica: { duracao: null },
      },
    ],
    itens: parts,
    vagas: [{ funcao_id: 3, quantidade: 2, nome: 'Violão', icone: 'violao' }],
    membros: [
      {
        membro_id: 4,
        membro: { nome: 'Davi' },
        funcoes: [
          { id: 3, nome: 'Violão' },
          { id: null, nome: 'Função apagada' },
        ],
      },
      { membro_id: 5, membro: { nome: 'Eva' }, funcoes: [{ id: null, nome: 'Outra apagada' }] },
    ],
    membros_escalados: [
      { membro_id: 4, funcao_id: 3, observacao: 'base' },
      { membro_id: 4, funcao_id: null, observacao: null },
      { membro_id: 5, funcao_id: null, observacao: null },
    ],
  } as unknown as ScheduleDetail;

  it('is edited from its detail: songs in order, functions with their observations', () => {
    const draft = draftFromDetail(detail);
    expect(draft).toMatchObject({
      titulo: 'Culto',
      data: '2026-11-29',
      horario: '19:30',
      local: '',
      observacoes: 'Ceia',
      responsavel_id: 4,
      publicada: true,
    });
    expect(order(draft)).toEqual([1, 2]);
    expect(draft.songs[0]).toMatchObject({ tom: 'Bm', tom_alterado: 'D' });
    expect(draft.members[0]?.funcoes).toEqual([{ funcao_id: 3, observacao: 'base' }]);
  });

  it('sends back the service order and slots it read', () => {
    const request = toSaveRequest(draftFromDetail(detail), 1);
    expect(request.musicas_escaladas).toEqual([
      { musica_id: 1, ordem: 2, tom_alterado: 'D' },
      { musica_id: 2, ordem: 4, tom_alterado: null },
    ]);
    expect(request.itens).toEqual(parts);
    expect(request.vagas).toEqual([{ funcao_id: 3, quantidade: 2 }]);
  });

  it('keeps someone whose only function was deleted since, without a function', () => {
    const request = toSaveRequest(draftFromDetail(detail), 1);
    expect(request.membros_escalados).toContainEqual({
      membro_id: 5,
      funcao_id: null,
      observacao: null,
    });
  });
});

describe('whether a draft changed', () => {
  const start = emptyDraft('2026-11-25');

  it('is unchanged until something is typed, added or toggled', () => {
    expect(draftChanged(start, start)).toBe(false);
    expect(draftChanged(start, { ...start })).toBe(false);
    expect(draftChanged(start, apply(start, { type: 'info', changes: { titulo: 'C' } }))).toBe(
      true,
    );
    expect(
      draftChanged(start, apply(start, { type: 'info', changes: { data: '2026-11-26' } })),
    ).toBe(true);
    expect(draftChanged(start, apply(start, { type: 'addSong', song: song(1) }))).toBe(true);
    const member = { membro_id: 7, nome: 'Ana' };
    expect(draftChanged(start, apply(start, { type: 'toggleFunction', member, funcaoId: 3 }))).toBe(
      true,
    );
  });

  it('is unchanged again when an edit is undone', () => {
    const undone = apply(
      start,
      { type: 'addSong', song: song(1) },
      { type: 'removeSong', musicaId: 1 },
      { type: 'info', changes: { titulo: 'x' } },
      { type: 'info', changes: { titulo: '' } },
    );
    expect(draftChanged(start, undone)).toBe(false);
  });

  it('sees a key change and a new order', () => {
    const two = apply(
      start,
      { type: 'addSong', song: song(1) },
      { type: 'addSong', song: song(2) },
    );
    expect(draftChanged(two, apply(two, { type: 'songKey', musicaId: 1, key: 'A' }))).toBe(true);
    expect(draftChanged(two, apply(two, { type: 'moveSong', musicaId: 2, by: -1 }))).toBe(true);
  });
});

describe('the service order', () => {
  const part = (titulo: string) => ({
    type: 'addItem' as const,
    item: {
      tipo: 'oracao' as const,
      titulo,
      duracao_minutos: 5,
      observacoes: '',
      responsavel_id: null,
    },
  });
  const names = (draft: ScheduleDraft) =>
    toSaveRequest(draft, 1)
      .itens!.map((item) => [item.ordem, item.titulo] as [number, string])
      .concat(
        toSaveRequest(draft, 1).musicas_escaladas!.map(
          (entry) => [entry.ordem!, `Song ${entry.musica_id}`] as [number, string],
        ),
      )
      .sort((a, b) => a[0] - b[0])
      .map(([, name]) => name);
  const built = apply(
    emptyDraft('2026-11-29'),
    part('Boas-vindas'),
    { type: 'addSong', song: song(1) },
    { type: 'addSong', song: song(2) },
    part('Avisos'),
  );

  it('adds a part after the songs there are, and moves it past songs and parts', () => {
    expect(names(built)).toEqual(['Boas-vindas', 'Song 1', 'Song 2', 'Avisos']);
    const avisos = built.items[1]!.key;
    const up = apply(built, { type: 'moveItem', key: avisos, by: -1 });
    expect(names(up)).toEqual(['Boas-vindas', 'Song 1', 'Avisos', 'Song 2']);
    const top = apply(
      up,
      { type: 'moveItem', key: avisos, by: -1 },
      { type: 'moveItem', key: avisos, by: -1 },
    );
    expect(names(top)).toEqual(['Avisos', 'Boas-vindas', 'Song 1', 'Song 2']);
    // Never past either end.
    expect(apply(top, { type: 'moveItem', key: avisos, by: -1 })).toEqual(top);
    const down = apply(top, { type: 'moveItem', key: avisos, by: 1 });
    expect(names(down)).toEqual(['Boas-vindas', 'Avisos', 'Song 1', 'Song 2']);
  });

  it('keeps a part where it was when a song before it goes, and edits or removes it', () => {
    const between = apply(built, { type: 'moveItem', key: built.items[1]!.key, by: -1 });
    const fewer = apply(between, { type: 'removeSong', musicaId: 1 });
    expect(names(fewer)).toEqual(['Boas-vindas', 'Avisos', 'Song 2']);
    const renamed = apply(fewer, {
      type: 'changeItem',
      key: built.items[0]!.key,
      changes: { titulo: ' Acolhida ', duracao_minutos: 10 },
    });
    expect(toSaveRequest(renamed, 1).itens?.[0]).toMatchObject({
      titulo: 'Acolhida',
      duracao_minutos: 10,
    });
    const removed = apply(renamed, { type: 'removeItem', key: built.items[0]!.key });
    expect(names(removed)).toEqual(['Avisos', 'Song 2']);
  });
});
