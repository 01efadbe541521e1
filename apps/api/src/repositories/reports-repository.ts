import { byCountThenName, type ReportPeriod } from '@levita/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { toCount } from '../db/count';
import type { Database } from '../db/schema';
import { countedSchedules } from './counted-schedules';

/** 1 for a participation the member declined, else 0: summed into counts. */
const declinedFlag = (eb: ExpressionBuilder<{ sm: Database['schedule_members'] }, 'sm'>) =>
  eb.case().when('sm.recusado_em', 'is not', null).then(1).else(0).end();

export interface ParticipationRequest {
  ministryId: number;
  period: ReportPeriod;
  /** Only this member (a member of the ministry). */
  memberId?: number;
}

export interface SongsRequest {
  ministryId: number;
  period: ReportPeriod;
  limit: number;
}

export function createReportsRepository(db: Kysely<Database>) {
  const inPeriod = (ministryId: number, { inicio, fim }: ReportPeriod) =>
    countedSchedules(db, ministryId).where('s.data', '>=', inicio).where('s.data', '<=', fim);

  const scheduleCount = async (ministryId: number, period: ReportPeriod) =>
    toCount(
      (
        await inPeriod(ministryId, period)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );

  return {
    scheduleCount,

    /**
     * Each member's participations (one per schedule, whatever their functions) and the
     * functions played. Every active member is listed, those who did not serve included, and
     * anyone else (deactivated, say) who served in the period.
     */
    async participation({ ministryId, period, memberId }: ParticipationRequest) {
      const participations = inPeriod(ministryId, period)
        .innerJoin('schedule_members as sm', 'sm.schedule_id', 's.id')
        .select((eb) => [
          'sm.member_id',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.sum<number | string>('sm.confirmado').as('confirmed'),
          eb.fn.sum<number | string>(declinedFlag(eb)).as('declined'),
        ])
        .groupBy('sm.member_id');

      // One row per participation and function name: a function is named as it is now,
      // or as it was when scheduled if it was deleted since (so renames merge, and a deleted
      // function keeps its history). Distinct, so a name played twice counts once.
      let played = inPeriod(ministryId, period)
        .innerJoin('schedule_members as sm', 'sm.schedule_id', 's.id')
        .innerJoin('schedule_member_functions as smf', 'smf.schedule_member_id', 'sm.id')
        .leftJoin('functions as f', 'f.id', 'smf.function_id')
        .select((eb) => [
          'sm.id as participation_id',
          'sm.member_id',
          'sm.confirmado',
          declinedFlag(eb).as('recusado'),
          eb.fn.coalesce('f.nome', 'smf.funcao_nome').as('nome'),
        ])
        .distinct();
      if (memberId !== undefined) played = played.where('sm.member_id', '=', memberId);

      const [total, members, memberFunctions, functions] = await Promise.all([
        scheduleCount(ministryId, period),
        db
          .selectFrom('members as mb')
          .innerJoin('users as u', 'u.id', 'mb.user_id')
          .leftJoin(participations.as('p'), 'p.member_id', 'mb.id')
          .select(['mb.id', 'u.nome', 'u.excluido_em', 'p.total', 'p.confirmed', 'p.declined'])
          .where('mb.ministry_id', '=', ministryId)
          .where((eb) =>
            memberId !== undefined
              ? eb('mb.id', '=', memberId)
              : eb.or([eb('mb.status', '=', 'ATIVO'), eb('p.member_id', 'is not', null)]),
          )
          .orderBy('mb.id')
          .execute(),
        db
          .selectFrom(played.as('pf'))
          .select((eb) => [
            'pf.member_id',
            'pf.nome',
            eb.fn.countAll<number | string>().as('total'),
          ])
          .groupBy(['pf.member_id', 'pf.nome'])
          .execute(),
        db
          .selectFrom(played.as('pf'))
          .select((eb) => [
            'pf.nome',
            eb.fn.countAll<number | string>().as('total'),
            eb.fn.sum<number | string>('pf.confirmado').as('confirmed'),
            eb.fn.sum<number | string>('pf.recusado').as('declined'),
          ])
          .groupBy('pf.nome')
          .execute(),
      ]);

      const functionsOf = (id: number) =>
        byCountThenName(
          memberFunctions
            .filter((row) => row.member_id === id)
            .map((row) => ({ nome: row.nome, total: toCount(row.total) })),
          (row) => row.total,
          (row) => row.nome,
        );
      return {
        total,
        members: byCountThenName(
          members.map((row) => ({
            id: row.id,
            nome: row.nome,
            formerMember: row.excluido_em !== null,
            total: toCount(row.total),
            confirmed: toCount(row.confirmed),
            declined: toCount(row.declined),
            functions: functionsOf(row.id),
          })),
          (row) => row.total,
          (row) => row.nome,
        ),
        functions: byCountThenName(
          functions.map((row) => ({
            nome: row.nome,
            total: toCount(row.total),
            confirmed: toCount(row.confirmed),
            declined: toCount(row.declined),
          })),
          (row) => row.total,
          (row) => row.nome,
        ),
      };
    },

    /**
     * The most used songs, each with the schedules that used it in date and time order.
     * Songs removed from the repertoire since are kept: they were played.
     */
    async songs({ ministryId, period, limit }: SongsRequest) {
      const [total, usage] = await Promise.all([
        scheduleCount(ministryId, period),
        inPeriod(ministryId, period)
          .innerJoin('schedule_songs as ss', 'ss.schedule_id', 's.id')
          .innerJoin('songs as so', 'so.id', 'ss.song_id')
          .select((eb) => [
            'so.id',
            'so.nome',
            'so.artista',
            'so.tom',
            // A song appears once per schedule (unique), so rows are schedules.
            eb.fn.countAll<number | string>().as('total'),
          ])
          .groupBy(['so.id', 'so.nome', 'so.artista', 'so.tom'])
          .orderBy('so.id')
          .execute(),
      ]);
      // The limit is applied after ordering by name here, not in SQL: the databases do not
      // agree on how to order names, and a period uses at most a few hundred songs.
      const top = byCountThenName(
        usage.map((row) => ({ ...row, total: toCount(row.total) })),
        (row) => row.total,
        (row) => row.nome,
      ).slice(0, limit);
      const uses = top.length
        ? await inPeriod(ministryId, period)
            .innerJoin('schedule_songs as ss', 'ss.schedule_id', 's.id')
            .innerJoin('songs as so', 'so.id', 'ss.song_id')
            .select((eb) => [
              'ss.song_id',
              's.id',
              's.data',
              's.horario',
              's.titulo',
              eb.fn.coalesce('ss.tom_alterado', 'so.tom').as('tom_usado'),
            ])
            .where(
              'ss.song_id',
              'in',
              top.map((song) => song.id),
            )
            .orderBy('s.data')
            .orderBy('s.horario')
            .orderBy('s.id')
            .execute()
        : [];
      return {
        total,
        songs: top.map((song) => ({
          ...song,
          schedules: uses.filter((use) => use.song_id === song.id),
        })),
      };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
