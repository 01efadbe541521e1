import { describe, expect, it } from 'vitest';
import { scheduleAccess } from '../src/schedules/schedule-access';
import { fakeRepositories, schedule, users } from './access-fakes';

/*
 * Who sees and edits a schedule (docs/schedules.md), run on in-memory rows: active members
 * read published and finished schedules; a draft is for admin rights and its leader, and
 * anyone else is answered 404 as if it did not exist.
 */

const LEADER_ROW = 3; // the plain member's row in ministry 1

const repos = fakeRepositories({
  schedules: [
    schedule(1, { publicada: 1 }),
    schedule(2, { finalizada: 1 }),
    schedule(3),
    schedule(4, { responsavel_id: LEADER_ROW }),
  ],
});

describe('scheduleAccess', () => {
  it('lets every active member read a published or finished schedule, none of them edit it', async () => {
    for (const id of [1, 2]) {
      const access = await scheduleAccess(repos, users.member, id);
      expect(access).toMatchObject({ memberId: LEADER_ROW, manages: false, canEdit: false });
      expect(access.schedule.id).toBe(id);
    }
  });

  it('gives admin rights every schedule, drafts included, to edit and manage', async () => {
    for (const caller of [users.owner, users.admin])
      expect(await scheduleAccess(repos, caller, 3)).toMatchObject({
        manages: true,
        canEdit: true,
      });
  });

  it('lets the leader of a draft see and edit it, not manage it', async () => {
    expect(await scheduleAccess(repos, users.member, 4)).toMatchObject({
      standing: 'MEMBRO',
      manages: false,
      canEdit: true,
    });
  });

  it('answers 404 for a draft the member does not lead, as if it did not exist', async () => {
    await expect(scheduleAccess(repos, users.member, 3)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('answers 404 to callers with no standing and for missing schedules, 403 to pending members', async () => {
    await expect(scheduleAccess(repos, users.outsider, 1)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(scheduleAccess(repos, users.inactive, 1)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(scheduleAccess(repos, users.owner, 99)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(scheduleAccess(repos, users.pending, 1)).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
