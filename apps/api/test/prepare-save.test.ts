import { emptyLists, saveScheduleRequestSchema, type SaveScheduleRequest } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { prepareSave, type SaveSources } from '../src/schedules/prepare-save';

/*
 * A schedule save checked against the ministry's data, on in-memory rows (no app, no
 * database): what is refused, with which field, and what is written.
 */

const MINISTRY = 1;

const repos: SaveSources = {
  songs: {
    ofMinistry: async (_ministryId, ids) =>
      [
        { id: 1, tom: 'G', deleted_at: null },
        { id: 2, tom: 'A', deleted_at: null },
        { id: 3, tom: null, deleted_at: '2026-10-01T00:00:00.000Z' },
      ].filter((song) => ids.includes(song.id)),
  },
  functions: {
    idsOfMinistry: async (_ministryId, ids) =>
      [1].filter((id) => ids.includes(id)).map((id) => ({ id })),
  },
  members: {
    ofMinistryWithFunctions: async (_ministryId, ids) =>
      [
        {
          id: 7,
          user_id: 70,
          status: 'ATIVO' as const,
          functions: [{ member_id: 7, function_id: 1, nome: 'Vocal', icone: 'microfone' }],
        },
        { id: 8, user_id: 80, status: 'ATIVO' as const, functions: [] },
        { id: 9, user_id: 90, status: 'INATIVO' as const, functions: [] },
      ].filter((member) => ids.includes(member.id)),
  },
  unavailabilities: {
    coveringDate: async (_ministryId, date, memberIds = []) =>
      date === '2026-11-22' && memberIds.includes(8)
        ? [
            {
              id: 1,
              member_id: 8,
              data_inicio: '2026-11-20',
              data_fim: '2026-11-23',
              justificativa: 'Viagem',
              nome: 'Bruno',
            },
          ]
        : [],
  },
};

const body = (fields: Partial<SaveScheduleRequest> = {}) =>
  saveScheduleRequestSchema.parse({
    titulo: 'Culto',
    data: '2026-11-29',
    horario: '19:00',
    ...fields,
  });

const save = (fields: Partial<SaveScheduleRequest>, locale: 'pt-BR' | 'en-US' = 'en-US') =>
  prepareSave(repos, MINISTRY, body(fields), emptyLists(), locale);

describe('prepareSave', () => {
  it('orders songs by the order sent (position when none) and numbers them 1..n', async () => {
    const prepared = await save({
      musicas_escaladas: [
        { musica_id: 2, ordem: 5 },
        { musica_id: 1, ordem: 1, tom_alterado: 'D' },
      ],
      membros_escalados: [
        { membro_id: 7, funcao_id: 1, observacao: 'abertura' },
        { membro_id: 7, funcao_id: 1 },
        { membro_id: 8 },
      ],
    });
    expect(prepared.songs).toEqual([
      { song_id: 1, ordem: 1, tom_alterado: 'D' },
      { song_id: 2, ordem: 2, tom_alterado: null },
    ]);
    expect(prepared.members).toEqual([
      {
        member_id: 7,
        user_id: 70,
        functions: [{ function_id: 1, nome: 'Vocal', icone: 'microfone', observacao: 'abertura' }],
      },
      { member_id: 8, user_id: 80, functions: [] },
    ]);
  });

  it('refuses, field by field, what the ministry does not have', async () => {
    await expect(
      save({
        musicas_escaladas: [{ musica_id: 1 }, { musica_id: 1 }, { musica_id: 3 }],
        membros_escalados: [{ membro_id: 9 }, { membro_id: 8, funcao_id: 1 }],
        responsavel_id: 9,
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'validation_error',
      details: {
        errors: {
          'musicas_escaladas.1.musica_id': [expect.stringContaining('more than once')],
          'musicas_escaladas.2.musica_id': [expect.stringContaining("ministry's repertoire")],
          'membros_escalados.0.membro_id': [expect.any(String)],
          'membros_escalados.1.funcao_id': [expect.stringContaining('does not hold')],
          responsavel_id: [expect.any(String)],
        },
      },
    });
  });

  it('keeps what the schedule already holds though it would no longer be allowed', async () => {
    const current = { ...emptyLists(), songIds: new Set([3]), memberIds: new Set([9]) };
    const prepared = await prepareSave(
      repos,
      MINISTRY,
      body({ musicas_escaladas: [{ musica_id: 3 }], membros_escalados: [{ membro_id: 9 }] }),
      current,
      'pt-BR',
    );
    expect(prepared.songs.map((song) => song.song_id)).toEqual([3]);
    expect(prepared.members.map((member) => member.member_id)).toEqual([9]);
  });

  it('names the members unavailable on the date, with days written as the language writes them', async () => {
    const unavailable = { data: '2026-11-22', membros_escalados: [{ membro_id: 8 }] };
    await expect(save(unavailable, 'pt-BR')).rejects.toMatchObject({
      statusCode: 400,
      code: 'members_unavailable',
      details: {
        errors: {
          'membros_escalados.0.membro_id': [
            'Bruno está indisponível de 20/11/2026 a 23/11/2026: Viagem',
          ],
        },
        membros_indisponiveis: [
          {
            membro_id: 8,
            nome: 'Bruno',
            justificativa: 'Viagem',
            data_inicio: '2026-11-20',
            data_fim: '2026-11-23',
          },
        ],
      },
    });
    await expect(save(unavailable, 'en-US')).rejects.toMatchObject({
      details: {
        errors: {
          'membros_escalados.0.membro_id': [
            'Bruno is unavailable from 11/20/2026 to 11/23/2026: Viagem',
          ],
        },
      },
    });
  });
});
