import { type MinistryMember, serverMessage } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, signedIn } from './accounts-fixtures';
import { buildTestApp } from './helper';
import {
  approve,
  ministryWithEveryStanding,
  requestAccess,
  type SignedIn,
} from './ministry-fixtures';

/*
 * A member's auto-fill preferences (docs/schedules.md "Auto-fill"): set by the member
 * themself through PUT /membros/{id}/preferencias, shown in the members list to them and to
 * admin rights.
 */

async function setup() {
  const app = await buildTestApp();
  const base = await ministryWithEveryStanding(app);
  // A second plain member, to be chosen as a partner and to try someone else's row.
  const partner = await signedIn(app, { email: 'partner@example.com', nome: 'Partner' });
  const partnerId = await requestAccess(app, partner, base.ministry);
  await approve(app, base.people.owner, partnerId);
  return { app, ...base, partner: { ...partner, memberId: partnerId } };
}

const put = (
  app: FastifyInstance,
  as: SignedIn,
  memberId: number,
  payload: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'PUT',
    url: `/api/membros/${memberId}/preferencias`,
    headers: { ...bearer(as.token), ...headers },
    payload,
  });

async function list(app: FastifyInstance, as: SignedIn, ministryId: number) {
  const response = await app.inject({
    url: `/api/ministerios/${ministryId}/membros`,
    headers: bearer(as.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MinistryMember[]>();
}

/** The preference columns of a member row, as stored. */
const stored = (app: FastifyInstance, memberId: number) =>
  app.db
    .selectFrom('members')
    .select(['limite_mensal', 'junto_com', 'preferencias_versao'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

const untouched = { limite_mensal: null, junto_com: null, preferencias_versao: 1 };

describe('member preferences', () => {
  it('the member sets both, and the answer carries the next version', async () => {
    const { app, people, partner } = await setup();
    const memberId = people.member.memberId!;
    const res = await put(app, people.member, memberId, {
      limite_mensal: 2,
      junto_com: partner.memberId,
      versao: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ limite_mensal: 2, junto_com: partner.memberId, versao: 2 });
    expect(await stored(app, memberId)).toEqual({
      limite_mensal: 2,
      junto_com: partner.memberId,
      preferencias_versao: 2,
    });

    // null clears each; a save without versao (an API script) applies to whatever is there.
    const cleared = await put(app, people.member, memberId, {
      limite_mensal: null,
      junto_com: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ limite_mensal: null, junto_com: null, versao: 3 });
  });

  it('admin rights read everyone’s in the list; a plain member only their own', async () => {
    const { app, ministry, people, partner } = await setup();
    const memberId = people.member.memberId!;
    await put(app, people.member, memberId, { limite_mensal: 3, junto_com: partner.memberId });
    const mine = { limite_mensal: 3, junto_com: partner.memberId, versao: 2 };
    const none = { limite_mensal: null, junto_com: null, versao: 1 };

    for (const manager of [people.owner, people.admin]) {
      const members = await list(app, manager, ministry.id);
      expect(members.find((m) => m.id === memberId)?.preferencias).toEqual(mine);
      for (const other of members.filter((m) => m.id !== memberId))
        expect(other.preferencias, other.usuario.nome).toEqual(none);
    }

    const asMember = await list(app, people.member, ministry.id);
    expect(asMember.find((m) => m.id === memberId)?.preferencias).toEqual(mine);
    const others = asMember.filter((m) => m.id !== memberId);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other).not.toHaveProperty('preferencias');

    const asPartner = await list(app, partner, ministry.id);
    expect(asPartner.find((m) => m.id === memberId)).not.toHaveProperty('preferencias');
    expect(asPartner.find((m) => m.id === partner.memberId)?.preferencias).toEqual(none);
  });

  it('no one else sets them, admin rights included; a pending member has none to set', async () => {
    const { app, people, partner } = await setup();
    const memberId = people.member.memberId!;
    const body = { limite_mensal: 1, junto_com: null, versao: 1 };
    for (const someone of [people.owner, people.admin, partner]) {
      const res = await put(app, someone, memberId, body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    }
    const pending = await put(app, people.pending, people.pending.memberId!, body);
    expect(pending.statusCode, pending.body).toBe(403);
    // Outsiders and deactivated members learn nothing about the row.
    for (const stranger of [people.outsider, people.inactive])
      expect((await put(app, stranger, memberId, body)).statusCode).toBe(404);
    expect(await stored(app, memberId)).toEqual(untouched);
    expect(await stored(app, people.pending.memberId!)).toEqual(untouched);
  });

  it('the owner and an admin set their own', async () => {
    const { app, people, partner } = await setup();
    for (const manager of [people.owner, people.admin]) {
      const res = await put(app, manager, manager.memberId!, {
        limite_mensal: 4,
        junto_com: partner.memberId,
        versao: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ limite_mensal: 4, junto_com: partner.memberId, versao: 2 });
    }
  });

  it('a limit out of 1..31 is refused with a translated error, and nothing changes', async () => {
    const { app, people } = await setup();
    const memberId = people.member.memberId!;
    for (const limite_mensal of [0, 32, -1, 2.5, 'dois', true]) {
      const res = await put(app, people.member, memberId, { limite_mensal, junto_com: null });
      expect(res.statusCode, `${limite_mensal}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_error',
        errors: { limite_mensal: [serverMessage('pt-BR', 'monthly_limit_range')] },
      });
    }
    const english = await put(
      app,
      people.member,
      memberId,
      { limite_mensal: 40, junto_com: null },
      { 'accept-language': 'en-US' },
    );
    expect(english.json()).toMatchObject({
      errors: {
        limite_mensal: ['Choose from 1 to 31 times a month, or leave it empty for no limit.'],
      },
    });
    // Both are required (a save states both), and nothing else is taken.
    const missing = await put(app, people.member, memberId, { limite_mensal: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { junto_com: expect.any(Array) } });
    const extra = await put(app, people.member, memberId, {
      limite_mensal: 2,
      junto_com: null,
      status: 'ATIVO',
    });
    expect(extra.statusCode).toBe(400);
    expect(await stored(app, memberId)).toEqual(untouched);
  });

  it('the partner must be another active member of the same ministry', async () => {
    const { app, people, other } = await setup();
    const memberId = people.member.memberId!;
    const cases = [
      [memberId, 'partner_is_self'],
      [other.memberId, 'partner_not_member'],
      [people.inactive.memberId!, 'partner_not_member'],
      [people.pending.memberId!, 'partner_not_member'],
      [999_999, 'partner_not_member'],
    ] as const;
    for (const [junto_com, error] of cases) {
      const res = await put(app, people.member, memberId, { limite_mensal: 2, junto_com });
      expect(res.statusCode, `${junto_com}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error, message: serverMessage('pt-BR', error) });
    }
    const english = await put(
      app,
      people.member,
      memberId,
      { limite_mensal: 2, junto_com: memberId },
      { 'accept-language': 'en-US' },
    );
    expect(english.json().message).toBe('Choose someone else to serve together with you.');
    expect(await stored(app, memberId)).toEqual(untouched);
  });

  it('a save made from an older version is refused as stale and changes nothing', async () => {
    const { app, people, partner } = await setup();
    const memberId = people.member.memberId!;
    const first = await put(app, people.member, memberId, {
      limite_mensal: 2,
      junto_com: null,
      versao: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    // The other tab still holds version 1.
    const stale = await put(app, people.member, memberId, {
      limite_mensal: 5,
      junto_com: partner.memberId,
      versao: 1,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({
      error: 'stale_version',
      message: serverMessage('pt-BR', 'stale_version'),
    });
    expect(await stored(app, memberId)).toEqual({
      limite_mensal: 2,
      junto_com: null,
      preferencias_versao: 2,
    });
  });

  it("the member's own version: an admin's change of the row does not make it stale", async () => {
    const { app, people } = await setup();
    const memberId = people.member.memberId!;
    const promoted = await app.inject({
      method: 'PUT',
      url: `/api/membros/${memberId}`,
      headers: bearer(people.owner.token),
      payload: { admin: true },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const res = await put(app, people.member, memberId, {
      limite_mensal: 2,
      junto_com: null,
      versao: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a partner who leaves the ministry leaves the member serving with nobody', async () => {
    const { app, ministry, people, partner } = await setup();
    const memberId = people.member.memberId!;
    await put(app, people.member, memberId, { limite_mensal: 2, junto_com: partner.memberId });
    const left = await app.inject({
      method: 'DELETE',
      url: `/api/ministerios/${ministry.id}/sair`,
      headers: bearer(partner.token),
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await stored(app, memberId)).toEqual({
      limite_mensal: 2,
      junto_com: null,
      preferencias_versao: 2,
    });
    const members = await list(app, people.member, ministry.id);
    expect(members.find((m) => m.id === memberId)?.preferencias).toEqual({
      limite_mensal: 2,
      junto_com: null,
      versao: 2,
    });
  });

  it('so does a partner the owner removes (deactivated first, then removed)', async () => {
    const { app, people } = await setup();
    const memberId = people.member.memberId!;
    const adminId = people.admin.memberId!;
    await put(app, people.member, memberId, { limite_mensal: null, junto_com: adminId });
    const remove = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/membros/${adminId}`,
        headers: bearer(people.owner.token),
      });
    expect((await remove()).statusCode).toBe(200);
    // Deactivated, the row stays: auto-fill leaves inactive members out on its own.
    expect((await stored(app, memberId)).junto_com).toBe(adminId);
    expect((await remove()).statusCode).toBe(200);
    expect((await stored(app, memberId)).junto_com).toBeNull();
  });
});
