import {
  ACTIVE_MEMBERS,
  ANY_STANDING,
  MANAGERS,
  OWNER,
  type MinistryStanding,
} from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { requireStanding } from '../src/ministries/ministry-access';
import { createAccess } from '../src/ministries/scoped-access';
import { fakeRepositories, users } from './access-fakes';

/*
 * The gate of every ministry-scoped route, run on in-memory rows: no standing is 404 (as
 * for a ministry that does not exist), too little standing is 403. The permission matrix
 * holds the routes to it through HTTP; this holds the gate itself.
 */

const notFound = { statusCode: 404, code: 'not_found' };
const forbidden = { statusCode: 403, code: 'forbidden' };

describe('requireStanding', () => {
  const repos = fakeRepositories();

  it.each([
    ['owner', 'PROPRIETARIO'],
    ['admin', 'ADMIN'],
    ['member', 'MEMBRO'],
    ['pending', 'PENDENTE'],
  ] as const)('answers the %s their standing and their rows', async (caller, standing) => {
    const access = await requireStanding(repos, users[caller], 1, ANY_STANDING);
    expect(access.standing).toBe<MinistryStanding>(standing);
    expect(access.ministry.id).toBe(1);
    expect(access.membership?.user_id).toBe(users[caller].id);
  });

  it.each(['inactive', 'outsider', 'otherMember'] as const)(
    'answers 404 to the %s, as if the ministry did not exist',
    async (caller) => {
      await expect(requireStanding(repos, users[caller], 1, ANY_STANDING)).rejects.toMatchObject(
        notFound,
      );
    },
  );

  it('answers 404 for a ministry that does not exist', async () => {
    await expect(requireStanding(repos, users.owner, 99, ANY_STANDING)).rejects.toMatchObject(
      notFound,
    );
  });

  it.each([
    ['pending', ACTIVE_MEMBERS],
    ['member', MANAGERS],
    ['admin', OWNER],
  ] as const)(
    'answers 403 to the %s when their standing is not enough',
    async (caller, allowed) => {
      await expect(requireStanding(repos, users[caller], 1, allowed)).rejects.toMatchObject(
        forbidden,
      );
    },
  );
});

describe('createAccess', () => {
  const access = createAccess(fakeRepositories());

  it("loads each row a path names and checks the caller's standing in its ministry", async () => {
    expect((await access.song(users.member, 1, ACTIVE_MEMBERS)).song.id).toBe(1);
    expect((await access.function(users.admin, 1, MANAGERS)).fn.id).toBe(1);
    const { member, standing } = await access.member(users.member, 4, ACTIVE_MEMBERS);
    expect([member.id, standing]).toEqual([4, 'MEMBRO']);
    const assigned = await access.assignment(users.owner, 1, MANAGERS);
    expect([assigned.assignment.id, assigned.member.id]).toEqual([1, 3]);
    const unavailable = await access.unavailability(users.member, 1, ACTIVE_MEMBERS);
    expect([unavailable.entry.id, unavailable.member.id]).toEqual([1, 3]);
  });

  it('answers 404 for a row that does not exist', async () => {
    for (const check of [
      access.song(users.owner, 99, ACTIVE_MEMBERS),
      access.function(users.owner, 99, ACTIVE_MEMBERS),
      access.member(users.owner, 99, ACTIVE_MEMBERS),
      access.assignment(users.owner, 99, ACTIVE_MEMBERS),
      access.unavailability(users.owner, 99, ACTIVE_MEMBERS),
      access.schedule(users.owner, 99),
    ])
      await expect(check).rejects.toMatchObject(notFound);
  });

  it("answers another ministry's rows exactly like missing ones", async () => {
    for (const check of [
      access.song(users.member, 2, ACTIVE_MEMBERS),
      access.function(users.member, 2, ACTIVE_MEMBERS),
      access.member(users.member, 7, ACTIVE_MEMBERS),
      access.assignment(users.owner, 2, MANAGERS),
    ])
      await expect(check).rejects.toMatchObject(notFound);
  });

  it("answers 403 when the standing in the row's ministry is not enough", async () => {
    await expect(access.song(users.member, 1, MANAGERS)).rejects.toMatchObject(forbidden);
    await expect(access.assignment(users.pending, 1, ACTIVE_MEMBERS)).rejects.toMatchObject(
      forbidden,
    );
  });
});
