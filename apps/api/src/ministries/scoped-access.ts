import type { MinistryStanding } from '@levita/contracts';
import { notFound } from '../errors/http-error';
import type { FunctionsRepository } from '../repositories/functions-repository';
import type { MemberFunctionsRepository } from '../repositories/member-functions-repository';
import type { MembersRepository } from '../repositories/members-repository';
import type { SongsRepository } from '../repositories/songs-repository';
import type { UnavailabilitiesRepository } from '../repositories/unavailabilities-repository';
import { scheduleAccess, type ScheduleSources } from '../schedules/schedule-access';
import { type Caller, requireStanding } from './ministry-access';

/** The lookups behind every check: each row a path can name, and the standing. */
export interface AccessSources extends ScheduleSources {
  members: Pick<MembersRepository, 'find' | 'findById'>;
  songs: Pick<SongsRepository, 'findById'>;
  functions: Pick<FunctionsRepository, 'findById'>;
  memberFunctions: Pick<MemberFunctionsRepository, 'findById'>;
  unavailabilities: Pick<UnavailabilitiesRepository, 'findById'>;
}

type Allowed = readonly MinistryStanding[];

/**
 * One call per route: load the row a path names, then check the caller's standing in the
 * ministry it belongs to (requireStanding). A missing row is answered 404, as a ministry the
 * caller has no standing in is, so no id can be probed.
 */
export function createAccess(repos: AccessSources) {
  async function inMinistry<Row extends { ministry_id: number }>(
    row: Row | undefined,
    user: Caller,
    allowed: Allowed,
  ) {
    if (!row) throw notFound();
    return { row, ...(await requireStanding(repos, user, row.ministry_id, allowed)) };
  }

  /** A member row; the rows that hang from one belong to the member's ministry too. */
  async function member(user: Caller, id: number, allowed: Allowed) {
    const { row, ...access } = await inMinistry(await repos.members.findById(id), user, allowed);
    return { member: row, ...access };
  }

  return {
    ministry: (user: Caller, id: number, allowed: Allowed) =>
      requireStanding(repos, user, id, allowed),

    /** A song of the repertoire (a deleted one is not found). */
    async song(user: Caller, id: number, allowed: Allowed) {
      const { row, ...access } = await inMinistry(await repos.songs.findById(id), user, allowed);
      return { song: row, ...access };
    },

    /** A function of the ministry's catalogue. */
    async function(user: Caller, id: number, allowed: Allowed) {
      const { row, ...access } = await inMinistry(
        await repos.functions.findById(id),
        user,
        allowed,
      );
      return { fn: row, ...access };
    },

    member,

    /** A function a member holds, with the member. */
    async assignment(user: Caller, id: number, allowed: Allowed) {
      const assignment = await repos.memberFunctions.findById(id);
      if (!assignment) throw notFound();
      return { assignment, ...(await member(user, assignment.member_id, allowed)) };
    },

    /** A member's unavailability, with the member. */
    async unavailability(user: Caller, id: number, allowed: Allowed) {
      const entry = await repos.unavailabilities.findById(id);
      if (!entry) throw notFound();
      return { entry, ...(await member(user, entry.member_id, allowed)) };
    },

    /** A schedule the caller may see, with what they may do with it (scheduleAccess). */
    schedule: (user: Caller, id: number) => scheduleAccess(repos, user, id),
  };
}

export type Access = ReturnType<typeof createAccess>;
