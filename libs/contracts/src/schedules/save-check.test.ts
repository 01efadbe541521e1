import { describe, expect, it } from 'vitest';
import { checkScheduleSave, emptyLists, type SaveCheckInputs } from './save-check';
import { saveScheduleRequestSchema, type SaveScheduleRequest } from './schedule';

/*
 * The rule both the API and the mock API apply; apps/api/test/prepare-save.test.ts checks it
 * through the API's reads too. Here: what a schedule already holds may stay, and the keys of
 * the errors, which the web shows per field.
 */

const inputs: SaveCheckInputs = {
  songs: [{ id: 1, deleted_at: null }],
  members: [
    { id: 7, user_id: 70, status: 'ATIVO', functions: [] },
    { id: 9, user_id: 90, status: 'INATIVO', functions: [] },
  ],
  functions: [{ id: 3 }],
  unavailable: [],
};
const texts = {
  locale: 'pt-BR' as const,
  message: (key: string, params?: Record<string, string>) =>
    params ? `${key} ${JSON.stringify(params)}` : key,
};
const body = (fields: Partial<SaveScheduleRequest>) =>
  saveScheduleRequestSchema.parse({
    titulo: 'Culto',
    data: '2026-11-29',
    horario: '19:00',
    ...fields,
  });

describe('checkScheduleSave', () => {
  it('keeps a function the member no longer holds, with the name and icon the schedule shows', () => {
    const entry = { membros_escalados: [{ membro_id: 7, funcao_id: 4 }] };
    expect(checkScheduleSave(body(entry), inputs, emptyLists(), texts).refused).toEqual({
      error: 'validation_error',
      params: {},
      extra: { errors: { 'membros_escalados.0.funcao_id': ['function_not_held'] } },
    });
    const current = {
      ...emptyLists(),
      functions: new Map([['7:4', { nome: 'Baixo', icone: 'baixo' }]]),
    };
    expect(checkScheduleSave(body(entry), inputs, current, texts).plan?.members).toEqual([
      {
        member_id: 7,
        user_id: 70,
        functions: [{ function_id: 4, nome: 'Baixo', icone: 'baixo', observacao: null }],
      },
    ]);
  });

  it('keeps a leader who is no longer active when the edit leaves them as they were', () => {
    const led = body({ responsavel_id: 9 });
    expect(checkScheduleSave(led, inputs, emptyLists(), texts).refused?.extra.errors).toEqual({
      responsavel_id: ['leader_not_active'],
    });
    const current = { ...emptyLists(), responsavelId: 9 };
    expect(checkScheduleSave(led, inputs, current, texts).plan?.values.responsavel_id).toBe(9);
  });

  it('keys each unavailable member by their entry, and names them all', () => {
    const away = {
      member_id: 7,
      nome: 'Ana',
      data_inicio: '2026-11-28',
      data_fim: '2026-11-30',
      justificativa: 'Viagem',
    };
    const checked = checkScheduleSave(
      body({ membros_escalados: [{ membro_id: 7 }] }),
      { ...inputs, unavailable: [away] },
      emptyLists(),
      texts,
    );
    expect(checked.refused).toEqual({
      error: 'members_unavailable',
      params: { names: 'Ana' },
      extra: {
        errors: {
          'membros_escalados.0.membro_id': [
            'member_unavailable_entry {"name":"Ana","start":"28/11/2026","end":"30/11/2026","reason":"Viagem"}',
          ],
        },
        membros_indisponiveis: [
          {
            membro_id: 7,
            nome: 'Ana',
            justificativa: 'Viagem',
            data_inicio: '2026-11-28',
            data_fim: '2026-11-30',
          },
        ],
      },
    });
  });

  it('places parts among the songs, a part before the song of equal rank', () => {
    const plan = checkScheduleSave(
      body({
        musicas_escaladas: [
          { musica_id: 1, ordem: 2 },
          { musica_id: 2, ordem: 4 },
        ],
        itens: [
          { tipo: 'avisos', titulo: 'Avisos', duracao_minutos: 5, ordem: 9 },
          { tipo: 'boas_vindas', titulo: 'Boas-vindas', duracao_minutos: 3, ordem: 1 },
          { tipo: 'oracao', titulo: 'Oração', duracao_minutos: 2, ordem: 4, responsavel_id: 7 },
        ],
      }),
      { ...inputs, songs: [...inputs.songs, { id: 2, deleted_at: null }] },
      emptyLists(),
      texts,
    ).plan;
    expect(plan?.songs.map((song) => [song.song_id, song.ordem])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(
      plan?.items?.map((item) => [item.titulo, item.apos_musicas, item.ordem, item.responsavel_id]),
    ).toEqual([
      ['Boas-vindas', 0, 1, null],
      ['Oração', 1, 2, 7],
      ['Avisos', 2, 3, null],
    ]);
  });

  it('keeps the parts and slots a save does not send, and clears them when it sends none', () => {
    const kept = checkScheduleSave(body({}), inputs, emptyLists(), texts).plan;
    expect([kept?.items, kept?.slots]).toEqual([undefined, undefined]);
    const cleared = checkScheduleSave(body({ itens: [], vagas: [] }), inputs, emptyLists(), texts);
    expect([cleared.plan?.items, cleared.plan?.slots]).toEqual([[], []]);
  });

  it('refuses a part led by an inactive or unknown member, unless it already was', () => {
    const led = body({
      itens: [
        { tipo: 'oracao', titulo: 'Oração', duracao_minutos: 2, ordem: 1, responsavel_id: 9 },
      ],
    });
    expect(checkScheduleSave(led, inputs, emptyLists(), texts).refused?.extra.errors).toEqual({
      'itens.0.responsavel_id': ['member_not_in_ministry'],
    });
    const current = { ...emptyLists(), itemLeaderIds: new Set([9]) };
    expect(checkScheduleSave(led, inputs, current, texts).plan?.items?.[0]?.responsavel_id).toBe(9);
  });

  it("refuses a slot for a function that is not the ministry's, and keeps the slots' order", () => {
    const slots = body({
      vagas: [
        { funcao_id: 3, quantidade: 2 },
        { funcao_id: 5, quantidade: 1 },
      ],
    });
    expect(checkScheduleSave(slots, inputs, emptyLists(), texts).refused?.extra.errors).toEqual({
      'vagas.1.funcao_id': ['function_not_in_ministry'],
    });
    const planned = checkScheduleSave(
      slots,
      { ...inputs, functions: [{ id: 3 }, { id: 5 }] },
      emptyLists(),
      texts,
    ).plan;
    expect(planned?.slots).toEqual([
      { function_id: 3, quantidade: 2, ordem: 1 },
      { function_id: 5, quantidade: 1, ordem: 2 },
    ]);
  });
});
