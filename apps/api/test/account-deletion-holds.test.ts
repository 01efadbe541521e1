import type { ApiErrorBody, PersonalData } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/token-hash';
import { buildTestApp } from './helper';
import type { SignedIn } from './ministry-fixtures';
import { atSundayNight, createSchedule, scheduleFixture, sundayService } from './schedule-fixtures';
import { call } from './song-fixtures';

/*
 * A deleted account stays deleted: its placeholder address can be neither registered, signed
 * in to, recovered nor shown, what the person wrote goes with them, and what an export shows
 * follows the standing a person has now. The clock stands at the end of Sunday 2026-11-22.
 */

atSundayNight();

const deleteAccount = (app: FastifyInstance, user: SignedIn) =>
  call(app, user, { method: 'DELETE', url: `/api/usuarios/${user.id}` });

/** A reset link straight in the database, as one asked for before would be. */
const plantResetLink = (app: FastifyInstance, userId: number, token: string) =>
  app.db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: '2999-01-01T00:00:00.000Z',
      used_at: null,
      created_at: '2026-11-22T00:00:00.000Z',
    })
    .execute();

const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload });

describe('a deleted account', () => {
  it("keeps no decline reason of theirs, while the team's history keeps that they declined", async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const past = await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { data: '2026-11-22' }),
    );
    const declined = await call(app, f.people.ana, {
      method: 'POST',
      url: `/api/escalas/${past.id}/recusar`,
      payload: { motivo: 'Consulta médica de retorno' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    // Finished: history, where her place stays as a former member's.
    await app.db
      .updateTable('schedules')
      .set({ finalizada: 1 })
      .where('id', '=', past.id)
      .execute();
    const { versao } = (await app.repos.schedules.findById(past.id))!;

    expect((await deleteAccount(app, f.people.ana)).statusCode).toBe(200);
    const row = await app.db
      .selectFrom('schedule_members')
      .select(['motivo_recusa', 'recusado_em'])
      .where('schedule_id', '=', past.id)
      .where('member_id', '=', f.ids.ana)
      .executeTakeFirstOrThrow();
    expect(row.motivo_recusa).toBeNull();
    expect(row.recusado_em).not.toBeNull();
    // The schedule changed: an edit made from before the deletion is stale.
    expect((await app.repos.schedules.findById(past.id))!.versao).toBe(versao + 1);
  });

  it('cannot be signed in to, recovered or brought back by its placeholder address', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const ana = f.people.ana;
    // A reset link made before the deletion, were one left over, revives nothing.
    const token = 'left-over-reset-token';
    await plantResetLink(app, ana.id, token);
    expect((await deleteAccount(app, ana)).statusCode).toBe(200);
    await plantResetLink(app, ana.id, token);
    const placeholder = `excluido-${ana.id}@levita.invalid`;

    const reset = await post(app, '/api/redefinir-senha', {
      token,
      senha: 'Novasenha2@',
      confirmar_senha: 'Novasenha2@',
    });
    expect(reset.statusCode).toBe(400);
    const account = await app.db
      .selectFrom('users')
      .select(['password_hash', 'token_version'])
      .where('id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();

    const login = await post(app, '/api/login', { email: placeholder, senha: 'Novasenha2@' });
    expect(login.statusCode).toBe(401);
    expect(login.json<ApiErrorBody>().error).toBe('invalid_credentials');

    // Recovery answers as for any address, and finds no account behind the placeholder.
    const recovery = await post(app, '/api/recuperar-senha', { email: placeholder });
    expect(recovery.statusCode).toBe(200);
    expect(await app.repos.users.findByEmail(placeholder)).toBeUndefined();
    expect(await app.repos.passwordResets.create(ana.id, hashToken('another'))).toBe(false);
  });

  it('has a placeholder nobody can register, in any spelling, so no one can block a deletion', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    for (const email of [
      `excluido-${f.people.ana.id}@levita.invalid`,
      `EXCLUIDO-${f.people.ana.id}@Levita.Invalid`,
      'alguem@qualquer.invalid',
    ]) {
      const response = await post(app, '/api/register', {
        nome: 'Intruso',
        email,
        telefone: '(11) 98765-4321',
        senha: 'Abcdef1!',
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json<ApiErrorBody>().errors?.email).toEqual([
        'Este endereço de e-mail não pode ser usado.',
      ]);
    }
    expect((await deleteAccount(app, f.people.ana)).statusCode).toBe(200);
  });

  it('shows no address on the unsubscribe page of an old e-mail: the link is spent', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const link = `/api/emails/descadastrar?token=${app.unsubscribeTokens.sign(f.people.ana.id, 'avisos_escala')}`;
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect((await deleteAccount(app, f.people.ana)).statusCode).toBe(200);

    for (const method of ['GET', 'POST'] as const) {
      const page = await app.inject({ method, url: link });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('levita.invalid');
    }
  });
});

describe('the personal data export', () => {
  it('leaves out a draft its person led once they are no longer an active member', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const draft = await createSchedule(
      app,
      f.people.owner,
      sundayService(f, {
        data: '2026-12-06',
        titulo: 'Rascunho liderado por Ana',
        publicada: false,
        responsavel_id: f.ids.ana,
      }),
    );
    const titles = async () => {
      const response = await call(app, f.people.ana, {
        method: 'GET',
        url: `/api/usuarios/${f.people.ana.id}/dados`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PersonalData>().escalas.map((entry) => entry.titulo);
    };
    // While she leads it, it is hers to read.
    expect(await titles()).toContain(draft.titulo);

    const deactivated = await call(app, f.people.owner, {
      method: 'DELETE',
      url: `/api/membros/${f.ids.ana}`,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await titles()).not.toContain(draft.titulo);
  });
});
