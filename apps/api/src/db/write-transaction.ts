import { isStaleVersion, type MinistryStanding, standingOf } from '@levita/contracts';
import { type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { forbidden, HttpError, notFound } from '../errors/http-error';
import type { DatabaseKind } from './database';
import type { Database, MembersTable, MinistriesTable, SchedulesTable } from './schema';

/*
 * Every write of the API runs in `write()` (a lint rule keeps `.transaction()` here), and
 * takes its row locks through `Locks`, in one order for the whole API (docs/architecture.md
 * "Locks and versions"):
 *
 *   1. user rows (accounts), ascending id
 *   2. ministry rows, ascending id: `shared` by the writes of a ministry's everyday data
 *      (schedules, answers, songs, functions, unavailability), `exclusive` by the writes
 *      that change who may do what in it (memberships, ownership, settings, its deletion, an
 *      account's deletion)
 *   3. schedule rows, ascending id
 *   4. the rows below them (members, songs, functions, answers...), by the statements that
 *      write them
 *   5. the ministry's row again, at commit, to raise its data_version (migration 0014)
 *
 * Everyday writes of one ministry run side by side: they hold its row FOR KEY SHARE, which
 * they share, and meet only on the rows they both change (one schedule) and, briefly, on
 * the version raise at commit, their last statement (a holder of the row may raise it while
 * an exclusive writer waits: PostgreSQL lets a transaction that already locks a row go ahead
 * of waiters). The exclusive writes hold it FOR UPDATE, which excludes every other writer of
 * that ministry: so a write's decision under its lock (is the caller still an admin, is the
 * owner still a member, does the ministry still exist) holds until it commits.
 *
 * A lock taken out of order is refused by `Locks` itself (LockOrderError), in every test, on
 * both databases. SQLite runs one transaction at a time on its one connection, so there the
 * locks only read (and the order is still checked); what makes a write safe on both is that
 * it reads what it decides on after its locks, inside its transaction.
 */

/** A lock taken out of order: a programming error, caught by the tests. */
export class LockOrderError extends Error {
  override name = 'LockOrderError';
}

const ranks = { users: 1, ministries: 2, schedules: 3, records: 4 } as const;
type Rank = keyof typeof ranks;

/**
 * How an account row is held: `keep` (FOR SHARE) while the transaction relies on the account
 * staying as it is (creating a ministry, joining one, receiving one); `change` (FOR NO KEY
 * UPDATE) by the transaction that changes it (deleting it). The two exclude each other.
 */
export type AccountHold = 'keep' | 'change';

/**
 * How a ministry's row is held: `shared` (FOR KEY SHARE) by the writes of its everyday data,
 * which run side by side; `exclusive` (FOR UPDATE) by those that change memberships,
 * ownership or settings, or delete it, which run alone. The two exclude each other.
 */
export type MinistryHold = 'shared' | 'exclusive';

export type LockedMinistry = Selectable<MinistriesTable>;
type MembershipRow = Pick<Selectable<MembersTable>, 'id' | 'status' | 'admin' | 'user_id'>;

/**
 * Whose standing a lock reads along with the ministry, and, when `allowed` is given, which
 * standings they must still have once it is locked.
 */
export interface Guard {
  userId: number;
  allowed?: readonly MinistryStanding[];
}

export interface MinistryUnderLock {
  ministry: LockedMinistry;
  /** The guard's user's row in it, when a guard was given and they have one. */
  membership: MembershipRow | undefined;
  /** The guard's user's standing, read under the lock (null: none, or no guard). */
  standing: MinistryStanding | null;
}

/**
 * The guard's user's standing read under the ministry's lock, which must still be one the guard
 * allows: 404 when they have none any more, 403 when it is not enough.
 */
function allowedStanding(
  ministry: LockedMinistry,
  guard: Required<Guard>,
  membership: MembershipRow | undefined,
): MinistryStanding {
  const standing = standingOf(ministry, guard.userId, membership);
  if (!standing) throw notFound();
  if (!guard.allowed.includes(standing)) throw forbidden();
  return standing;
}

/** An account that was deleted while the request ran: answered as its token would be now. */
export const accountGone = () => new HttpError(401, 'token_expired', 'token_expired');

export class Locks {
  private last = { rank: 0, id: 0 };

  constructor(
    /** The transaction the locks belong to. */
    readonly trx: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  /** Records the locks about to be taken; throws when they come before one already held. */
  private claim(rank: Rank, ids: readonly number[]) {
    for (const id of ids) {
      const at = ranks[rank];
      if (at < this.last.rank || (at === this.last.rank && id < this.last.id))
        throw new LockOrderError(
          `${rank} ${id} locked after rank ${this.last.rank} id ${this.last.id}`,
        );
      this.last = { rank: at, id };
    }
  }

  /** Account rows, with whether each was deleted; an id with no row is left out. */
  async users(ids: readonly number[], hold: AccountHold) {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    this.claim('users', sorted);
    if (!sorted.length) return [];
    const query = this.trx
      .selectFrom('users')
      .select(['id', 'excluido_em'])
      .where('id', 'in', sorted)
      .orderBy('id');
    if (this.kind === 'sqlite') return query.execute();
    return (hold === 'keep' ? query.forShare() : query.forNoKeyUpdate()).execute();
  }

  /** The account, held; throws accountGone when it was deleted meanwhile. */
  async liveUser(id: number, hold: AccountHold) {
    const [user] = await this.users([id], hold);
    if (!user || user.excluido_em !== null) throw accountGone();
  }

  /** Ministry rows held exclusive, ascending id; an id with no row (deleted) is left out. */
  async ministries(ids: readonly number[]): Promise<LockedMinistry[]> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    this.claim('ministries', sorted);
    if (!sorted.length) return [];
    const held: LockedMinistry[] = [];
    for (const id of sorted) {
      const ministry = await this.holdMinistry(id, 'exclusive');
      if (ministry) held.push(ministry);
    }
    return held;
  }

  /** The ministry's row, held as `hold` says (on PostgreSQL); undefined when it was deleted. */
  private async holdMinistry(id: number, hold: MinistryHold) {
    const query = this.trx.selectFrom('ministries').selectAll().where('id', '=', id);
    if (this.kind === 'sqlite') return query.executeTakeFirst();
    return (hold === 'shared' ? query.forKeyShare() : query.forUpdate()).executeTakeFirst();
  }

  /**
   * The ministry's row, held as `hold` says until commit: 404 when it was deleted. With a
   * guard, the user's row and standing are read under the lock, and must still be one the
   * guard allows (404 when they have none any more, 403 when it is not enough), so a
   * demotion, a removal or an ownership transfer that committed first is seen, and none can
   * commit before this write does.
   */
  async ministry(
    id: number,
    guard?: Guard,
    hold: MinistryHold = 'shared',
  ): Promise<MinistryUnderLock> {
    this.claim('ministries', [id]);
    const ministry = await this.holdMinistry(id, hold);
    if (!ministry) throw notFound();
    // Read after the lock, in a statement of its own. A statement that waited for a lock
    // reads the other rows as they were before the wait (PostgreSQL re-reads only the rows it
    // locks), so a member row joined into it would miss a demotion or a deactivation that
    // committed meanwhile. Holding the member row in that statement instead would make the
    // writes that hold a member's row for its functions wait on it, and each other.
    const membership = guard
      ? await this.trx
          .selectFrom('members')
          .select(['id', 'status', 'admin', 'user_id'])
          .where('ministry_id', '=', id)
          .where('user_id', '=', guard.userId)
          .executeTakeFirst()
      : undefined;
    if (!guard) return { ministry, membership, standing: null };
    const { userId, allowed } = guard;
    const standing = allowed
      ? allowedStanding(ministry, { userId, allowed }, membership)
      : standingOf(ministry, userId, membership);
    return { ministry, membership, standing };
  }

  /**
   * The record `query` reads (a song, a function, a member's row or function, an
   * unavailability), held until commit (FOR NO KEY UPDATE), for a write that decides on what
   * it holds: its version, or the principal function of a member. Rank 4: after the
   * ministry and any schedule; a write holds few of these, each in an order of its own.
   */
  async record<Row>(query: SelectQueryBuilder<Database, keyof Database, Row>) {
    this.claim('records', [0]);
    return (this.kind === 'sqlite' ? query : query.forNoKeyUpdate()).executeTakeFirst();
  }

  /**
   * The ministry's row shared (as `ministry` with a guard), then the schedule's row held until
   * commit with the guard's user's row in the ministry read in that same statement, a round
   * trip fewer than `ministry` and `schedule` one after the other. Reading the member row in
   * the statement that may wait for the schedule is safe here, unlike in the ministry's own
   * statement: the ministry is already held, so no change of who may do what in it can commit
   * during the wait. 404 when either is gone or the guard's user has no standing; 403 when the
   * standing is not one the guard allows.
   */
  async ministryAndSchedule(
    ministryId: number,
    scheduleId: number,
    guard: Required<Guard>,
  ): Promise<
    MinistryUnderLock & { standing: MinistryStanding; schedule: Selectable<SchedulesTable> }
  > {
    this.claim('ministries', [ministryId]);
    const ministry = await this.holdMinistry(ministryId, 'shared');
    if (!ministry) throw notFound();
    this.claim('schedules', [scheduleId]);
    const query = this.trx
      .selectFrom('schedules as s')
      .leftJoin('members as mb', (join) =>
        join.onRef('mb.ministry_id', '=', 's.ministry_id').on('mb.user_id', '=', guard.userId),
      )
      .selectAll('s')
      .select([
        'mb.id as guard_member_id',
        'mb.status as guard_member_status',
        'mb.admin as guard_member_admin',
      ])
      .where('s.id', '=', scheduleId)
      .where('s.ministry_id', '=', ministryId);
    const row = await (
      this.kind === 'sqlite' ? query : query.forNoKeyUpdate('s')
    ).executeTakeFirst();
    if (!row) throw notFound();
    const { guard_member_id, guard_member_status, guard_member_admin, ...schedule } = row;
    const membership =
      guard_member_id === null
        ? undefined
        : {
            id: guard_member_id,
            status: guard_member_status!,
            admin: guard_member_admin!,
            user_id: guard.userId,
          };
    const standing = allowedStanding(ministry, guard, membership);
    return { ministry, membership, standing, schedule };
  }
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const retryableCodes = new Set(['40P01', '40001']);

export const isRetryableConflict = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  retryableCodes.has(String((error as { code?: unknown }).code));

/** How many times a transaction runs before its write is answered 409 write_conflict. */
export const WRITE_ATTEMPTS = 4;

export const writeConflict = () => new HttpError(409, 'write_conflict', 'write_conflict');

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));

export type Write = <T>(work: (trx: Kysely<Database>, locks: Locks) => Promise<T>) => Promise<T>;

/**
 * `write(work)` runs `work` in a transaction. Should the database still pick it as a deadlock
 * victim or refuse it a serializable snapshot (a path that a future change got wrong, a
 * foreign key check), it runs again, a few times with a short random pause, and then answers
 * 409 write_conflict: never a 500, and never half a write. `work` must therefore touch
 * nothing outside the database before it returns.
 */
export function createWrite(db: Kysely<Database>, kind: DatabaseKind): Write {
  return async function write(work) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute((trx) => work(trx, new Locks(trx, kind)));
      } catch (error) {
        if (!isRetryableConflict(error)) throw error;
        if (attempt >= WRITE_ATTEMPTS) throw writeConflict();
        await pause(attempt);
      }
    }
  };
}

/** A stale edit: the row is at another version than the one the edit was made from. */
export const staleVersion = () => new HttpError(409, 'stale_version', 'stale_version');

/** Refuses an edit made from another version than `current` (none given: any version). */
export function requireVersion(current: number, expected: number | undefined) {
  if (isStaleVersion(current, expected)) throw staleVersion();
}
