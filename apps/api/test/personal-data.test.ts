import type {
  ApiErrorBody,
  MinistryMember,
  ParticipationReport,
  PersonalData,
  ScheduleDetail,
  Substitutes,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, login, register } from './accounts-fixtures';
import { buildTestApp } from './helper';
import type { SignedIn } from './ministry-fixtures';
import {
  atSundayNight,
  createSchedule,
  markUnavailable,
  scheduleFixture,
  scheduleTables,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { call } from './song-fixtures';

/*
 * Download one's data, and delete one's account (LGPD). The clock stands at the end of Sunday
 * 2026-11-22 in São Paulo: the 15th is history, the 29th is to come.
 */

atSundayNight();

const json = <T>(
  response: { statusCode: number; body: string; json: () => unknown },
  status = 200,
) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

/** Ana on a past schedule (the 15th, led by her) and a future one (the 29th). */
async function anaOnTwoSchedules(app: FastifyInstance) {
  const f = await scheduleFixture(app);
  const past = await createSchedule(
    app,
    f.people.owner,
    sundayService(f, { data: '2026-11-15', titulo: 'Culto passado', responsavel_id: f.ids.ana }),
  );
  const future = await createSchedule(
    app,
    f.people.owner,
    sundayService(f, { data: '2026-11-29', titulo: 'Culto futuro' }),
  );
  await markUnavailable(app, f.ids.ana, '2026-12-24', '2026-12-26', 'Natal com a família');
  return { f, past, future };
}

const exportOf = (app: FastifyInstance, user: SignedIn, id = user.id) =>
  call(app, user, { method: 'GET', url: `/api/usuarios/${id}/dados` });
const deleteAccount = (app: FastifyInstance, user: SignedIn, id = user.id) =>
  call(app, user, { method: 'DELETE', url: `/api/usuarios/${id}` });

describe('GET /api/usuarios/{id}/dados', () => {
  it('hands over the account, memberships, functions, keys, schedules and unavailability as a dated file', async () => {
    const app = await buildTestApp();
    const { f, past, future } = await anaOnTwoSchedules(app);
    const ana = f.people.ana;
    // A draft she is on is the team's plan, not hers to take yet.
    await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { data: '2026-12-06', titulo: 'Rascunho', publicada: false }),
    );
    const confirmed = await call(app, ana, {
      method: 'POST',
      url: `/api/escalas/${future.id}/confirmar`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (const [song, tom] of [
      [f.songs[2]!, 'A'],
      [f.songs[1]!, 'Bb'],
    ] as const) {
      const saved = await call(app, ana, {
        method: 'PUT',
        url: `/api/ministerios/${f.ministry.id}/musicas/${song.id}/meu-tom`,
        payload: { tom },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const preferences = await call(app, ana, {
      method: 'PUT',
      url: `/api/membros/${f.ids.ana}/preferencias`,
      payload: { limite_mensal: 2, junto_com: f.ids.bruno },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);

    const response = await exportOf(app, ana);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="levita-meus-dados-2026-11-23.json"',
    );
    const data = json<PersonalData>(response);
    expect(data.gerado_em).toBe('2026-11-23T02:58:00.000Z');
    expect(data.conta).toMatchObject({
      id: ana.id,
      nome: 'Ana',
      email: 'ana@example.com',
      tem_senha: true,
      entra_com_google: false,
      emails: { avisos_escala: true, lembretes: true, idioma: 'pt-BR' },
      feed_calendario: false,
    });
    // No secret travels in the file, whatever its name.
    expect(response.body).not.toMatch(/password|hash|token_version|\$argon/i);
    expect(data.participacoes).toEqual([
      {
        ministerio_id: f.ministry.id,
        ministerio: f.ministry.nome,
        status: 'ATIVO',
        admin: false,
        proprietario: false,
        desde: expect.any(String),
        funcoes: [
          { nome: 'Violão', principal: false },
          { nome: 'Vocal', principal: false },
        ],
        indisponibilidades: [
          {
            data_inicio: '2026-12-24',
            data_fim: '2026-12-26',
            justificativa: 'Natal com a família',
          },
        ],
        tons: [
          { musica_id: f.songs[1]!.id, musica: 'Bondade de Deus', tom: 'Bb' },
          { musica_id: f.songs[2]!.id, musica: 'Cordeiro', tom: 'A' },
        ],
        preferencias: { limite_mensal: 2, junto_com: 'Bruno' },
      },
    ]);
    expect(data.escalas.map((s) => [s.escala_id, s.titulo, s.data, s.resposta])).toEqual([
      [past.id, 'Culto passado', '2026-11-15', 'PENDENTE'],
      [future.id, 'Culto futuro', '2026-11-29', 'CONFIRMADO'],
    ]);
    expect(data.escalas[1]).toMatchObject({
      ministerio: f.ministry.nome,
      horario: '19:00',
      local: 'Templo principal',
      funcoes: [{ nome: 'Violão', observacao: 'Violão base' }],
      confirmado_em: expect.any(String),
      recusado_em: null,
    });
  });

  it('says whether a calendar feed exists, never its address', async () => {
    const app = await buildTestApp();
    const { f } = await anaOnTwoSchedules(app);
    const feed = json<{ url: string }>(
      await call(app, f.people.ana, { method: 'GET', url: '/api/usuario/calendario' }),
    );
    const response = await exportOf(app, f.people.ana);
    expect(json<PersonalData>(response).conta.feed_calendario).toBe(true);
    expect(response.body).not.toContain(feed.url.split('/').pop()!.replace('.ics', ''));
  });

  it("is one's own only: 403 for someone else's id, 401 without a session", async () => {
    const app = await buildTestApp();
    const { f } = await anaOnTwoSchedules(app);
    expect((await exportOf(app, f.people.bruno, f.people.ana.id)).statusCode).toBe(403);
    expect((await exportOf(app, f.people.bruno, 999_999)).statusCode).toBe(403);
    const anonymous = await call(app, undefined, {
      method: 'GET',
      url: `/api/usuarios/${f.people.ana.id}/dados`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** Everything a refused deletion must leave as it was. */
async function everything(app: FastifyInstance) {
  const db = app.db;
  return {
    ...(await scheduleTables(app)),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('members').selectAll().orderBy('id').execute(),
    ministries: await db.selectFrom('ministries').selectAll().orderBy('id').execute(),
    functions: await db.selectFrom('member_functions').selectAll().orderBy('id').execute(),
    absences: await db.selectFrom('unavailabilities').selectAll().orderBy('id').execute(),
  };
}

const membersSeenByOwner = async (app: FastifyInstance, f: ScheduleFixture) =>
  json<MinistryMember[]>(
    await call(app, f.people.owner, {
      method: 'GET',
      url: `/api/ministerios/${f.ministry.id}/membros`,
    }),
  );

describe('DELETE /api/usuarios/{id}', () => {
  it('is refused while the user owns a ministry, naming it, and changes nothing', async () => {
    const app = await buildTestApp();
    const { f } = await anaOnTwoSchedules(app);
    const before = await everything(app);
    const response = await deleteAccount(app, f.people.owner);
    const body = json<ApiErrorBody>(response, 409);
    expect(body.error).toBe('account_owns_ministries');
    expect(body.message).toContain(f.ministry.nome);
    expect(body.ministerios_proprios).toEqual([{ id: f.ministry.id, nome: f.ministry.nome }]);
    expect(await everything(app)).toEqual(before);
    expect((await deleteAccount(app, f.people.bruno, f.people.ana.id)).statusCode).toBe(403);
    expect(await everything(app)).toEqual(before);
  });

  it('removes the person and keeps past schedules with an anonymous former member', async () => {
    const app = await buildTestApp();
    const { f, past, future } = await anaOnTwoSchedules(app);
    const ana = f.people.ana;
    const substitutesUrl = `/api/escalas/${future.id}/substitutos?funcao_id=${f.functions.violao.id}`;
    const ranked = async () =>
      json<Substitutes>(
        await call(app, f.people.owner, { method: 'GET', url: substitutesUrl }),
      ).substitutos.map((s) => s.membro_id);
    // Bruno leaves the future schedule so Ana would be a candidate for violão there.
    await call(app, f.people.owner, {
      method: 'PUT',
      url: `/api/escalas/${future.id}`,
      payload: sundayService(f, {
        data: '2026-11-29',
        titulo: 'Culto futuro',
        membros_escalados: [{ membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id }],
      }),
    });
    expect(await ranked()).toContain(f.ids.ana);
    await call(app, ana, { method: 'GET', url: '/api/usuario/calendario' });
    // Ana and Bruno serve together, and she allows herself twice a month.
    for (const [person, memberId, payload] of [
      [ana, f.ids.ana, { limite_mensal: 2, junto_com: f.ids.bruno }],
      [f.people.bruno, f.ids.bruno, { limite_mensal: null, junto_com: f.ids.ana }],
    ] as const) {
      const set = await call(app, person, {
        method: 'PUT',
        url: `/api/membros/${memberId}/preferencias`,
        payload,
      });
      expect(set.statusCode, set.body).toBe(200);
    }

    const response = await deleteAccount(app, ana);
    expect(json<{ message: string }>(response).message).toBe(
      'Sua conta foi excluída. Obrigado por servir com o Levita.',
    );

    // Her kept row holds no preferences, and Bruno serves with nobody.
    const preferenceRows = await app.db
      .selectFrom('members')
      .select(['id', 'limite_mensal', 'junto_com'])
      .where('id', 'in', [f.ids.ana, f.ids.bruno])
      .orderBy('id')
      .execute();
    expect(
      preferenceRows.map(({ limite_mensal, junto_com }) => [limite_mensal, junto_com]),
    ).toEqual([
      [null, null],
      [null, null],
    ]);

    // Every token stops working, and the e-mail is free for a new account.
    expect((await exportOf(app, ana)).statusCode).toBe(401);
    const relogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Ana@example.com', senha: 'Abcdef1!' },
    });
    expect(relogin.statusCode).toBe(401);
    const again = await register(app, { email: 'Ana@example.com', nome: 'Ana de novo' });
    expect(again.id).not.toBe(ana.id);
    await login(app, { email: 'Ana@example.com' });

    // The stored row keeps nothing personal.
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      nome: '',
      email: `excluido-${ana.id}@levita.invalid`,
      telefone: null,
      foto_url: null,
      password_hash: null,
      google_sub: null,
      excluido_em: '2026-11-23T02:58:00.000Z',
    });
    const left = async (table: 'calendar_feeds' | 'password_resets' | 'mail_jobs') =>
      app.db.selectFrom(table).select('user_id').where('user_id', '=', ana.id).execute();
    expect(await left('calendar_feeds')).toEqual([]);
    expect(await left('mail_jobs')).toEqual([]);
    const held = await app.db
      .selectFrom('member_functions')
      .select('id')
      .where('member_id', '=', f.ids.ana)
      .execute();
    expect(held).toEqual([]);
    const absences = await app.db
      .selectFrom('unavailabilities')
      .select('id')
      .where('member_id', '=', f.ids.ana)
      .execute();
    expect(absences).toEqual([]);

    // The past schedule still lists her place, without a name, an address or the lead.
    const detail = (id: number) =>
      call(app, f.people.owner, { method: 'GET', url: `/api/escalas/${id}` }).then((r) =>
        json<ScheduleDetail>(r),
      );
    const pastNow = await detail(past.id);
    const formerPlace = pastNow.membros.find((m) => m.membro_id === f.ids.ana);
    expect(formerPlace?.membro).toEqual({
      id: f.ids.ana,
      nome: '',
      email: '',
      foto_url: null,
      ex_integrante: true,
    });
    expect(formerPlace?.funcoes.map((fn) => fn.nome)).toEqual(['Violão']);
    expect(pastNow.responsavel).toBeNull();
    expect(pastNow.membros.find((m) => m.membro_id === f.ids.bruno)?.membro.ex_integrante).toBe(
      false,
    );
    // The future one no longer has her.
    expect((await detail(future.id)).membros.map((m) => m.membro_id)).not.toContain(f.ids.ana);

    // Reports still count the past participation, as a former member's.
    const report = json<ParticipationReport>(
      await call(app, f.people.owner, {
        method: 'GET',
        url: `/api/relatorios/participacao?ministerio_id=${f.ministry.id}&ano=2026`,
      }),
    );
    expect(report.membros.find((m) => m.membro_id === f.ids.ana)).toMatchObject({
      nome: '',
      ex_integrante: true,
      total_participacoes: 1,
    });
    // The member filter the report offers works for them too.
    const theirs = json<ParticipationReport>(
      await call(app, f.people.owner, {
        method: 'GET',
        url: `/api/relatorios/participacao?ministerio_id=${f.ministry.id}&ano=2026&membro_id=${f.ids.ana}`,
      }),
    );
    expect(theirs.membros).toEqual([
      expect.objectContaining({
        membro_id: f.ids.ana,
        ex_integrante: true,
        total_participacoes: 1,
      }),
    ]);

    // She is in no member list (the owner's includes inactive rows), cannot be reactivated,
    // and is nobody's substitute.
    expect((await membersSeenByOwner(app, f)).map((m) => m.id)).not.toContain(f.ids.ana);
    const inactive = await call(app, f.people.owner, {
      method: 'GET',
      url: `/api/ministerios/${f.ministry.id}/membros?status=INATIVO`,
    });
    expect(json<MinistryMember[]>(inactive)).toEqual([]);
    const reactivate = await call(app, f.people.owner, {
      method: 'PUT',
      url: `/api/membros/${f.ids.ana}`,
      payload: { status: 'ATIVO' },
    });
    expect(reactivate.statusCode).toBe(404);
    expect(await ranked()).not.toContain(f.ids.ana);
  });

  it('deletes a membership no past schedule needs', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    json(await deleteAccount(app, f.people.bruno));
    const rows = await app.db
      .selectFrom('members')
      .select('id')
      .where('user_id', '=', f.people.bruno.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('succeeds for a former owner once the ministry changed hands', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const transfer = await call(app, f.people.owner, {
      method: 'POST',
      url: `/api/ministerios/${f.ministry.id}/transferir`,
      payload: { membro_id: f.ids.admin },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    json(await deleteAccount(app, f.people.owner));
    const ministry = await app.repos.ministries.findById(f.ministry.id);
    expect(ministry?.proprietario_id).toBe(f.people.admin.id);
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/ministerios/${f.ministry.id}`,
      headers: bearer(f.people.owner.token),
    });
    expect(stranger.statusCode).toBe(401);
  });
});
