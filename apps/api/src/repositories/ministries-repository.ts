import { mayReceiveOwnership, sortByName } from '@levita/contracts';
import DataLoader from 'dataloader';
import { type Kysely, type Selectable, sql } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import { preparedQuery } from '../db/prepared-query';
import type { Database, MinistriesTable, UploadsTable } from '../db/schema';
import { createWrite, type Guard, requireVersion } from '../db/write-transaction';
import type { MemberRow } from './members-repository';
import type { SignedInUser } from './users-repository';

export type MinistryRow = Selectable<MinistriesTable> & { logo: string | null };
export type NewUpload = Pick<
  Selectable<UploadsTable>,
  'hash' | 'content_type' | 'extension' | 'bytes' | 'width' | 'height'
>;

/** The public, cacheable name of an upload: its content hash is part of it. */
export const uploadPath = (upload: { id: number; hash: string; extension: string }) =>
  `/api/uploads/${upload.id}-${upload.hash}.${upload.extension}`;

/** The ministry and the user's row in it (none when they have no row): a standing's sources. */
export interface MinistryWithMembership {
  ministry: MinistryRow;
  membership: MemberRow | undefined;
}

/** A batch's pairs as a table on PostgreSQL: (ministry_id, user_id, ord), ord from 1. */
const pairsTable = (ministryIds: number[], userIds: number[]) =>
  sql<{ ministry_id: number; user_id: number; ord: number }>`(
    select ministry_id, user_id, ord::integer as ord
    from unnest(${ministryIds}::integer[], ${userIds}::integer[])
      with ordinality as pairs(ministry_id, user_id, ord)
  )`.as('k');

/** What a transfer found: done (with the new owner's name) or why not. */
export type OwnershipTransfer =
  | { outcome: 'transferred'; name: string }
  | { outcome: 'not_found' | 'not_owner' | 'already_owner' | 'not_admin' };

/** PostgreSQL's integer, the type of every id: a larger number would fail a whole batch. */
const isInteger32 = (value: number) => value <= 2_147_483_647;

export function createMinistriesRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
  const selectWithLogo = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('ministries as m')
      .leftJoin('uploads as u', 'u.id', 'm.logo_upload_id')
      .selectAll('m')
      .select(['u.hash as logo_hash', 'u.extension as logo_extension']);

  type Joined = Selectable<MinistriesTable> & {
    logo_hash: string | null;
    logo_extension: string | null;
  };
  const toRow = ({ logo_hash, logo_extension, ...ministry }: Joined): MinistryRow => ({
    ...ministry,
    logo:
      ministry.logo_upload_id && logo_hash && logo_extension
        ? uploadPath({ id: ministry.logo_upload_id, hash: logo_hash, extension: logo_extension })
        : null,
  });

  const insertUpload = async (executor: Kysely<Database>, upload: NewUpload) =>
    (
      await executor
        .insertInto('uploads')
        .values({ ...upload, created_at: isoNow() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const membershipColumns = [
    'mb.id as member_id',
    'mb.status as member_status',
    'mb.admin as member_admin',
    'mb.created_at as member_created_at',
    'mb.updated_at as member_updated_at',
  ] as const;

  // Every ministry-scoped request asks for both (requireStanding): built once.
  const ministryWithMembership = preparedQuery(db, 2, (ministryId: number, userId: number) =>
    selectWithLogo()
      .leftJoin('members as mb', (join) =>
        join.onRef('mb.ministry_id', '=', 'm.id').on('mb.user_id', '=', userId),
      )
      .select(membershipColumns)
      .where('m.id', '=', ministryId),
  );

  /**
   * The caller and, beside it, the ministry a request names with the caller's row in it: one
   * query where authenticate and requireStanding made two (a round trip fewer on PostgreSQL).
   */
  const callerAndMinistry = preparedQuery(db, 2, (ministryId: number, userId: number) =>
    db
      .selectFrom('users as u')
      .leftJoin('ministries as m', (join) => join.on('m.id', '=', ministryId))
      .leftJoin('uploads as up', 'up.id', 'm.logo_upload_id')
      .leftJoin('members as mb', (join) =>
        join.onRef('mb.ministry_id', '=', 'm.id').onRef('mb.user_id', '=', 'u.id'),
      )
      .selectAll('m')
      .select(['up.hash as logo_hash', 'up.extension as logo_extension', ...membershipColumns])
      // What authenticate keeps of the caller (SignedInUser), beside the ministry's columns.
      .select(['u.id as caller_id', 'u.token_version as caller_token_version'])
      .where('u.id', '=', userId),
  );

  /**
   * The same for many callers at once, on PostgreSQL (callerBatches below): row `ord` answers
   * the ord-th pair.
   */
  const callersAndMinistries = preparedQuery(db, 2, (ministryIds: number[], userIds: number[]) =>
    db
      .selectFrom(pairsTable(ministryIds, userIds))
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .leftJoin('ministries as m', 'm.id', 'k.ministry_id')
      .leftJoin('uploads as up', 'up.id', 'm.logo_upload_id')
      .leftJoin('members as mb', (join) =>
        join.onRef('mb.ministry_id', '=', 'm.id').onRef('mb.user_id', '=', 'u.id'),
      )
      .selectAll('m')
      .select(['up.hash as logo_hash', 'up.extension as logo_extension', ...membershipColumns])
      .select(['u.id as caller_id', 'u.token_version as caller_token_version', 'k.ord']),
  );

  /**
   * The callers of the requests that arrive together are read together, once the event loop
   * has read every socket that was ready (setImmediate): on PostgreSQL in one query (one
   * round trip, one statement for the server, one row description to parse), on SQLite each
   * directly. A list call under 50 connections went from about 450-500 to 160-190 µs of CPU
   * on PostgreSQL and from about 300 to 180 on SQLite (docs/performance.md). Nothing is kept:
   * DataLoader's cache is off, and every pair is read after its request arrived.
   */
  const callerBatches = new DataLoader<
    readonly [ministryId: number, userId: number],
    CallerRow | undefined
  >(
    async (pairs) => {
      if (kind === 'sqlite')
        return Promise.all(
          pairs.map(
            async ([ministryId, userId]) => (await callerAndMinistry(ministryId, userId))[0],
          ),
        );
      const rows = await callersAndMinistries(
        pairs.map(([ministryId]) => ministryId),
        pairs.map(([, userId]) => userId),
      );
      const byOrd: (CallerRow | undefined)[] = Array.from({ length: pairs.length });
      for (const { ord, ...row } of rows) byOrd[ord - 1] = row;
      return byOrd;
    },
    { cache: false, maxBatchSize: 200, batchScheduleFn: (send) => setImmediate(send) },
  );

  type CallerRow = Awaited<ReturnType<typeof callerAndMinistry>>[number];
  type StandingRow = Awaited<ReturnType<typeof ministryWithMembership>>[number];
  const standingOf = (row: StandingRow, userId: number): MinistryWithMembership => {
    const {
      member_id,
      member_status,
      member_admin,
      member_created_at,
      member_updated_at,
      ...ministry
    } = row;
    return {
      ministry: toRow(ministry),
      membership:
        member_id === null
          ? undefined
          : {
              id: member_id,
              ministry_id: ministry.id,
              user_id: userId,
              status: member_status!,
              admin: member_admin!,
              created_at: member_created_at!,
              updated_at: member_updated_at!,
            },
    };
  };

  return {
    async findById(id: number): Promise<MinistryRow | undefined> {
      const row = await selectWithLogo().where('m.id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    /**
     * The ministry and the user's row in it (undefined when they have none), in one query:
     * every ministry-scoped request asks for both (requireStanding).
     */
    async withMembership(
      ministryId: number,
      userId: number,
    ): Promise<MinistryWithMembership | undefined> {
      const [row] = await ministryWithMembership(ministryId, userId);
      return row && standingOf(row, userId);
    },

    /**
     * The user (undefined when there is none) and, when the ministry exists, what
     * withMembership answers for it, in one query.
     */
    async callerWithMembership(
      userId: number,
      ministryId: number,
    ): Promise<{ user: SignedInUser; standing: MinistryWithMembership | undefined } | undefined> {
      const row =
        isInteger32(ministryId) && isInteger32(userId)
          ? await callerBatches.load([ministryId, userId])
          : (await callerAndMinistry(ministryId, userId))[0];
      if (!row) return undefined;
      const { caller_id, caller_token_version, ...ministry } = row;
      const user = { id: caller_id, token_version: caller_token_version };
      // No ministry of that id: the left join filled its columns with nulls.
      const standing =
        ministry.id === null ? undefined : standingOf(ministry as StandingRow, userId);
      return { user, standing };
    },

    async findByAccessCode(code: string): Promise<MinistryRow | undefined> {
      const row = await selectWithLogo().where('m.codigo_acesso', '=', code).executeTakeFirst();
      return row && toRow(row);
    },

    /** The ministries a user can see on the dashboard: active and pending memberships. */
    async listForUser(userId: number) {
      const rows = await selectWithLogo()
        .innerJoin('members as mb', 'mb.ministry_id', 'm.id')
        .select(['mb.status as member_status', 'mb.admin as member_admin'])
        .where('mb.user_id', '=', userId)
        .where('mb.status', 'in', ['ATIVO', 'PENDENTE'])
        .orderBy('m.id')
        .execute();
      return sortByName(rows, (row) => row.nome).map(({ member_status, member_admin, ...row }) => ({
        ministry: toRow(row),
        membership: { status: member_status, admin: member_admin },
      }));
    },

    /**
     * The ministry, its owner's membership and its starting functions, all or nothing. The
     * owner's account is held first: a deletion of it that committed before is seen (401), one
     * that comes after finds the ministry and refuses (account-deletion-repository).
     * Throws a unique violation when the access code is taken (the caller draws another).
     */
    async create(input: {
      nome: string;
      aceitandoMembros: boolean;
      ownerId: number;
      codigoAcesso: string;
      logo: NewUpload | undefined;
      functions: { nome: string; icone: string }[];
    }): Promise<number> {
      return write(async (trx, locks) => {
        await locks.liveUser(input.ownerId, 'keep');
        const now = isoNow();
        const logoId = input.logo ? await insertUpload(trx, input.logo) : null;
        const { id } = await trx
          .insertInto('ministries')
          .values({
            nome: input.nome,
            codigo_acesso: input.codigoAcesso,
            aceitando_membros: input.aceitandoMembros ? 1 : 0,
            logo_upload_id: logoId,
            proprietario_id: input.ownerId,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('members')
          .values({
            ministry_id: id,
            user_id: input.ownerId,
            status: 'ATIVO',
            admin: 1,
            created_at: now,
            updated_at: now,
          })
          .execute();
        if (input.functions.length)
          await trx
            .insertInto('functions')
            .values(
              input.functions.map((fn) => ({
                ministry_id: id,
                nome: fn.nome,
                nome_chave: functionNameKey(fn.nome),
                descricao: '',
                icone: fn.icone,
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
        return id;
      });
    },

    /**
     * Changes the settings of a ministry the guard's user still manages, made from `versao`
     * when given (409 stale_version otherwise). A new logo replaces the old one, whose bytes
     * are deleted in the same transaction.
     */
    async update(
      id: number,
      changes: {
        nome?: string;
        aceitandoMembros?: boolean;
        lembreteHoras?: number;
        logo?: NewUpload;
      },
      guard: Guard,
      versao?: number,
    ): Promise<void> {
      await write(async (trx, locks) => {
        const { ministry } = await locks.ministry(id, guard, 'exclusive');
        requireVersion(ministry.versao, versao);
        const logoId = changes.logo ? await insertUpload(trx, changes.logo) : undefined;
        await trx
          .updateTable('ministries')
          .set((eb) => ({
            nome: changes.nome,
            aceitando_membros:
              changes.aceitandoMembros === undefined ? undefined : changes.aceitandoMembros ? 1 : 0,
            lembrete_horas: changes.lembreteHoras,
            logo_upload_id: logoId,
            versao: eb('versao', '+', 1),
            updated_at: isoNow(),
          }))
          .where('id', '=', id)
          .execute();
        if (logoId && ministry.logo_upload_id)
          await trx.deleteFrom('uploads').where('id', '=', ministry.logo_upload_id).execute();
      });
    },

    /**
     * Gives the ministry a new access code: the old one stops working at once. Under the
     * ministry's exclusive lock, as every change of who may join it. Its version stays: the
     * version guards the settings form's fields, which the code is not one of, so settings
     * being edited on another screen still save.
     * A clash with another ministry's code is the unique index's to report (the caller draws
     * again).
     */
    async replaceAccessCode(id: number, code: string, guard: Guard): Promise<void> {
      await write(async (trx, locks) => {
        await locks.ministry(id, guard, 'exclusive');
        await trx
          .updateTable('ministries')
          .set({ codigo_acesso: code, updated_at: isoNow() })
          .where('id', '=', id)
          .execute();
      });
    },

    /**
     * Hands the ministry to the user of member row `memberId`, all or nothing, in the API's
     * lock order: the receiving account first (a deletion of it either committed, and the
     * account is seen deleted, or waits and then finds the ministry it owns), then the
     * ministry's row, under which the caller must still own it and the receiver must still be
     * an active administrator (a concurrent transfer, a leave, a removal or a demotion that
     * committed first is seen). The former owner keeps their row, active and admin.
     */
    async transferOwnership(
      ministryId: number,
      ownerId: number,
      memberId: number,
    ): Promise<OwnershipTransfer> {
      // A member row's user never changes: read before the locks, to know which account to hold.
      const target = await db
        .selectFrom('members')
        .select(['user_id'])
        .where('id', '=', memberId)
        .where('ministry_id', '=', ministryId)
        .executeTakeFirst();
      if (!target) return { outcome: 'not_found' };
      if (target.user_id === ownerId) return { outcome: 'already_owner' };
      return write(async (trx, locks) => {
        const [account] = await locks.users([target.user_id], 'keep');
        const { ministry } = await locks.ministry(ministryId, undefined, 'exclusive');
        if (ministry.proprietario_id !== ownerId) return { outcome: 'not_owner' };
        const facts = await trx
          .selectFrom('members')
          .innerJoin('users as u', 'u.id', 'members.user_id')
          .select(['u.nome', 'members.status', 'members.admin'])
          .where('members.id', '=', memberId)
          .executeTakeFirst();
        if (!facts) return { outcome: 'not_found' };
        if (account?.excluido_em != null || !mayReceiveOwnership(facts))
          return { outcome: 'not_admin' };
        const now = isoNow();
        await trx
          .updateTable('ministries')
          .set((eb) => ({
            proprietario_id: target.user_id,
            versao: eb('versao', '+', 1),
            updated_at: now,
          }))
          .where('id', '=', ministryId)
          .execute();
        await trx
          .updateTable('members')
          .set({ status: 'ATIVO', admin: 1, updated_at: now })
          .where('ministry_id', '=', ministryId)
          .where('user_id', '=', ownerId)
          .execute();
        return { outcome: 'transferred', name: facts.nome };
      });
    },

    /**
     * Removes the ministry and everything it owns (foreign keys cascade), logo included, if
     * the guard's user still owns it once it is locked (a transfer may have come first).
     */
    async delete(id: number, guard: Guard): Promise<void> {
      await write(async (trx, locks) => {
        const { ministry } = await locks.ministry(id, guard, 'exclusive');
        await trx.deleteFrom('ministries').where('id', '=', id).execute();
        if (ministry.logo_upload_id)
          await trx.deleteFrom('uploads').where('id', '=', ministry.logo_upload_id).execute();
      });
    },
  };
}

/** Function names are unique per ministry whatever their case ("Baixo" = "baixo"). */
export const functionNameKey = (nome: string) => nome.trim().toLocaleLowerCase('pt-BR');

export type MinistriesRepository = ReturnType<typeof createMinistriesRepository>;
