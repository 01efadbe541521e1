import { describe, expect, it } from 'vitest';
import { loadDetail, type DetailSources } from '../src/schedules/load-detail';
import { member, ministry, schedule } from './access-fakes';

/* GET /escalas/{id}'s answer built from in-memory rows (no app, no database). */

const LEADER_ROW = 3;

const repos: DetailSources = {
  schedules: {
    summaryById: async (id) =>
      id === 4
        ? {
            ...schedule(4, { publicada: 0, responsavel_id: LEADER_ROW }),
            total_musicas: 0,
            total_membros: 2,
            total_confirmados: 1,
            total_recusados: 0,
          }
        : undefined,
    songsOf: async () => [],
    itemsOf: async () => [],
    slotsOf: async () => [],
    membersOf: async () =>
      [
        { id: 11, member_id: 9, confirmado: 1, nome: 'Ícaro' },
        { id: 12, member_id: LEADER_ROW, confirmado: 0, nome: 'ana' },
      ].map((row) => ({
        ...row,
        user_id: row.member_id,
        confirmado_em: null,
        recusado_em: null,
        motivo_recusa: null,
        status: 'ATIVO' as const,
        email: `${row.member_id}@example.com`,
        foto_url: null,
        functions: [],
      })),
  },
  members: { nameOf: async (id) => (id === LEADER_ROW ? 'ana' : undefined) },
};

const accessOf = (memberId: number, standing: 'ADMIN' | 'MEMBRO') => ({
  ministry: ministry(1, 10),
  membership: member(memberId, 100 + memberId, 'ATIVO', { admin: standing === 'ADMIN' ? 1 : 0 }),
  standing,
});

describe('loadDetail', () => {
  it("answers the leader's draft with the leader's name, members by name, and the edit right", async () => {
    const detail = await loadDetail(repos, 4, accessOf(LEADER_ROW, 'MEMBRO'), '2026-11-22');
    expect(detail).toMatchObject({
      status: 'rascunho',
      responsavel: { id: LEADER_ROW, nome: 'ana' },
      estou_escalado: true,
      confirmei_presenca: false,
      pode_editar: true,
    });
    expect(detail.membros.map((entry) => entry.membro.nome)).toEqual(['ana', 'Ícaro']);
  });

  it('gives a member who does not lead it no edit right', async () => {
    const detail = await loadDetail(repos, 4, accessOf(9, 'MEMBRO'), '2026-11-22');
    expect(detail).toMatchObject({ confirmei_presenca: true, pode_editar: false });
  });

  it('answers 404 when the schedule is gone', async () => {
    await expect(loadDetail(repos, 5, accessOf(9, 'ADMIN'), '2026-11-22')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
