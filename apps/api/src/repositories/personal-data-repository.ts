import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isCounted } from './counted-schedules';

/**
 * Everything kept about one person, read for their export (GET /usuarios/{id}/dados): their
 * account, their rows in every ministry (functions, unavailability, saved keys), and the
 * schedules they are on. Secrets (password hash, token version, feed token) are not read at
 * all.
 */
export function createPersonalDataRepository(db: Kysely<Database>) {
  return {
    async of(userId: number) {
      const account = await db
        .selectFrom('users as u')
        .leftJoin('calendar_feeds as cf', 'cf.user_id', 'u.id')
        .select([
          'u.id',
          'u.nome',
          'u.email',
          'u.telefone',
          'u.foto_url',
          'u.created_at',
          'u.updated_at',
          'u.avisos_escala',
          'u.lembretes',
          'u.idioma',
          'cf.user_id as feed_user_id',
        ])
        .select((eb) => [
          eb('u.password_hash', 'is not', null).as('has_password'),
          eb('u.google_sub', 'is not', null).as('has_google'),
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      if (!account) return undefined;

      const memberships = await db
        .selectFrom('members as mb')
        .innerJoin('ministries as m', 'm.id', 'mb.ministry_id')
        .leftJoin('members as partner', 'partner.id', 'mb.junto_com')
        .leftJoin('users as pu', 'pu.id', 'partner.user_id')
        .select([
          'mb.id',
          'mb.ministry_id',
          'm.nome as ministry_name',
          'm.proprietario_id',
          'mb.status',
          'mb.admin',
          'mb.created_at',
          'mb.limite_mensal',
          'pu.nome as partner_name',
        ])
        .where('mb.user_id', '=', userId)
        .orderBy('mb.id')
        .execute();
      const memberIds = memberships.map((member) => member.id);
      if (!memberIds.length)
        return {
          account,
          memberships,
          functions: [],
          absences: [],
          songKeys: [],
          places: [],
          plays: [],
        };

      const [functions, absences, songKeys, places] = await Promise.all([
        db
          .selectFrom('member_functions as mf')
          .innerJoin('functions as f', 'f.id', 'mf.function_id')
          .select(['mf.member_id', 'f.nome', 'mf.principal'])
          .where('mf.member_id', 'in', memberIds)
          .orderBy('mf.id')
          .execute(),
        db
          .selectFrom('unavailabilities')
          .select(['member_id', 'data_inicio', 'data_fim', 'justificativa'])
          .where('member_id', 'in', memberIds)
          .orderBy('data_inicio')
          .execute(),
        db
          .selectFrom('member_song_keys as k')
          .innerJoin('songs as s', 's.id', 'k.song_id')
          .select(['k.member_id', 'k.song_id', 's.nome', 'k.tom'])
          .where('k.member_id', 'in', memberIds)
          .execute(),
        db
          .selectFrom('schedule_members as sm')
          .innerJoin('schedules as s', 's.id', 'sm.schedule_id')
          .innerJoin('ministries as m', 'm.id', 's.ministry_id')
          .select([
            'sm.id',
            's.id as schedule_id',
            's.ministry_id',
            'm.nome as ministry_name',
            's.titulo',
            's.data',
            's.horario',
            's.local',
            'sm.confirmado',
            'sm.confirmado_em',
            'sm.recusado_em',
            'sm.motivo_recusa',
          ])
          .innerJoin('members as mb', 'mb.id', 'sm.member_id')
          .where('sm.member_id', 'in', memberIds)
          // What the person can read in the app today (scheduleRights, docs/schedules.md): a
          // draft only while they own the ministry, or manage it or lead the draft as an
          // active member; a deactivated leader no longer reads the team's unpublished plans.
          .where((eb) =>
            eb.or([
              isCounted,
              eb('m.proprietario_id', '=', userId),
              eb.and([
                eb('mb.status', '=', 'ATIVO'),
                eb.or([
                  eb('mb.admin', '=', 1),
                  eb('s.responsavel_id', '=', eb.ref('sm.member_id')),
                ]),
              ]),
            ]),
          )
          .orderBy('s.data')
          .orderBy('s.horario')
          .orderBy('s.id')
          .execute(),
      ]);
      const plays = places.length
        ? await db
            .selectFrom('schedule_member_functions')
            .select(['schedule_member_id', 'funcao_nome', 'observacao'])
            .where(
              'schedule_member_id',
              'in',
              places.map((place) => place.id),
            )
            .orderBy('id')
            .execute()
        : [];
      return { account, memberships, functions, absences, songKeys, places, plays };
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
