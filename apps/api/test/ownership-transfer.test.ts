import type { ApiErrorBody, MinistryMember, StandingResponse } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { deactivate, ministryWithEveryStanding, type SignedIn } from './ministry-fixtures';
import { call } from './song-fixtures';

/* The owner hands the ministry to an active administrator. */

const transfer = (app: FastifyInstance, user: SignedIn, ministryId: number, membro_id: number) =>
  call(app, user, {
    method: 'POST',
    url: `/api/ministerios/${ministryId}/transferir`,
    payload: { membro_id },
  });

const standingOf = async (app: FastifyInstance, user: SignedIn, ministryId: number) => {
  const response = await call(app, user, {
    method: 'GET',
    url: `/api/ministerios/${ministryId}/situacao`,
  });
  return response.json<StandingResponse>().situacao;
};

const ministryRow = (app: FastifyInstance, id: number) =>
  app.db.selectFrom('ministries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/ministerios/{id}/transferir', () => {
  it('makes an active admin the owner; the former owner stays an active admin', async () => {
    const app = await buildTestApp();
    const { ministry, people } = await ministryWithEveryStanding(app);
    const response = await transfer(app, people.owner, ministry.id, people.admin.memberId!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(
      'Admin agora é o proprietário deste ministério. Você continua como administrador.',
    );
    expect(await standingOf(app, people.admin, ministry.id)).toBe('PROPRIETARIO');
    expect(await standingOf(app, people.owner, ministry.id)).toBe('ADMIN');
    const members = (
      await call(app, people.admin, {
        method: 'GET',
        url: `/api/ministerios/${ministry.id}/membros`,
      })
    ).json<MinistryMember[]>();
    expect(members.find((m) => m.usuario_id === people.owner.id)).toMatchObject({
      status: 'ATIVO',
      admin: true,
      proprietario: false,
    });

    // Only the new owner may delete the ministry now.
    const oldDeletes = await call(app, people.owner, {
      method: 'DELETE',
      url: `/api/ministerios/${ministry.id}`,
    });
    expect(oldDeletes.statusCode).toBe(403);
    const newDeletes = await call(app, people.admin, {
      method: 'DELETE',
      url: `/api/ministerios/${ministry.id}`,
    });
    expect(newDeletes.statusCode, newDeletes.body).toBe(200);
  });

  it('is the owner’s alone: admins and members get 403, outsiders and inactive 404', async () => {
    const app = await buildTestApp();
    const { ministry, people, other } = await ministryWithEveryStanding(app);
    const before = await ministryRow(app, ministry.id);
    const target = people.admin.memberId!;
    expect((await transfer(app, people.admin, ministry.id, target)).statusCode).toBe(403);
    expect((await transfer(app, people.member, ministry.id, target)).statusCode).toBe(403);
    expect((await transfer(app, people.pending, ministry.id, target)).statusCode).toBe(403);
    expect((await transfer(app, people.inactive, ministry.id, target)).statusCode).toBe(404);
    expect((await transfer(app, people.outsider, ministry.id, target)).statusCode).toBe(404);
    expect((await transfer(app, other.owner, ministry.id, target)).statusCode).toBe(404);
    expect(await ministryRow(app, ministry.id)).toEqual(before);
  });

  it('refuses a target that is not an active admin of this ministry, changing nothing', async () => {
    const app = await buildTestApp();
    const { ministry, people, other } = await ministryWithEveryStanding(app);
    await deactivate(app, people.owner, people.admin.memberId!);
    const before = await ministryRow(app, ministry.id);
    const refused = async (memberId: number, status: number, code: string) => {
      const response = await transfer(app, people.owner, ministry.id, memberId);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<ApiErrorBody>().error).toBe(code);
    };
    await refused(people.member.memberId!, 409, 'ownership_target_not_admin');
    await refused(people.pending.memberId!, 409, 'ownership_target_not_admin');
    await refused(people.inactive.memberId!, 409, 'ownership_target_not_admin');
    await refused(people.owner.memberId!, 409, 'ownership_target_is_owner');
    await refused(other.memberId, 404, 'not_found');
    await refused(999_999, 404, 'not_found');
    // An admin deactivated since is no longer a valid target.
    await refused(people.admin.memberId!, 409, 'ownership_target_not_admin');
    const bad = await call(app, people.owner, {
      method: 'POST',
      url: `/api/ministerios/${ministry.id}/transferir`,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(await ministryRow(app, ministry.id)).toEqual(before);
  });

  it('lets one of two concurrent transfers win; the other finds its caller no longer owner', async () => {
    const app = await buildTestApp();
    const { ministry, people } = await ministryWithEveryStanding(app);
    // A second admin to race for.
    await call(app, people.owner, {
      method: 'PUT',
      url: `/api/membros/${people.member.memberId}`,
      payload: { admin: true },
    });
    const answers = await Promise.all([
      transfer(app, people.owner, ministry.id, people.admin.memberId!),
      transfer(app, people.owner, ministry.id, people.member.memberId!),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const winner = answers[0]!.statusCode === 200 ? people.admin : people.member;
    expect((await ministryRow(app, ministry.id)).proprietario_id).toBe(winner.id);
  });
});
