import { randomUUID } from 'node:crypto';
import type { SaveScheduleRequest, ScheduleDetail } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createMinistry, type SignedIn } from './ministry-fixtures';
import { assignFunction, createSchedule, markUnavailable } from './schedule-fixtures';
import { call } from './song-fixtures';

/** 'yyyy-MM-dd', `days` after today (UTC): a week on is in the future in every time zone. */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const roles = ['owner', 'admin', 'bassist', 'substitute', 'applicant'] as const;
type Role = (typeof roles)[number];

/**
 * The round's people, written in one statement, each with a token as signing in would issue:
 * signing up and in through the API hashes a password twice a person, and the matrix needs five
 * people in each of its hundreds of rounds.
 */
async function people(app: FastifyInstance, tag: string): Promise<Record<Role, SignedIn>> {
  const now = new Date().toISOString();
  const rows = await app.db
    .insertInto('users')
    .values(
      roles.map((role) => ({
        nome: `${role} ${tag}`,
        email: `${role}-${tag}@example.com`,
        telefone: null,
        password_hash: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'email', 'token_version'])
    .execute();
  const signedIn = (role: Role) => {
    const row = rows.find((r) => r.email === `${role}-${tag}@example.com`)!;
    return { id: row.id, token: app.tokens.issue(row.id, row.token_version).access_token };
  };
  return Object.fromEntries(roles.map((role) => [role, signedIn(role)])) as Record<Role, SignedIn>;
}

/**
 * One ministry with a person in every part the race matrix needs, made fresh for each round
 * (`tag` keeps the e-mails apart) in an app shared by the rounds:
 *
 * - owner: deletes the ministry, hands it over, approves, deactivates, assigns, swaps, saves;
 * - admin: an active administrator on the schedule (violão), with a function, an
 *   unavailability, a calendar feed and a reason they declined a past service for. Every call
 *   about "a member" is theirs or aims at them (they receive the ministry, leave, are
 *   deactivated, decline, report unavailability, get a function, delete their account), so
 *   that those pairs share a person;
 * - bassist: on the schedule and declined before the round; in the round they either confirm
 *   after all or are swapped for the substitute, who also plays baixo;
 * - applicant: asked to join, waiting for approval.
 */
export async function raceMinistry(app: FastifyInstance, tag: string) {
  const who = await people(app, tag);
  const ministry = await createMinistry(app, who.owner, { nome: `Ministério ${tag}` });
  // The rows joining, approving and making an admin leave, in one statement.
  const now = new Date().toISOString();
  const standings: [Exclude<Role, 'owner'>, 'ATIVO' | 'PENDENTE', number][] = [
    ['admin', 'ATIVO', 1],
    ['bassist', 'ATIVO', 0],
    ['substitute', 'ATIVO', 0],
    ['applicant', 'PENDENTE', 0],
  ];
  const members = await app.db
    .insertInto('members')
    .values(
      standings.map(([role, status, admin]) => ({
        ministry_id: ministry.id,
        user_id: who[role].id,
        status,
        admin,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  const memberOf = (role: Role) => members.find((row) => row.user_id === who[role].id)!.id;
  const ids = {
    owner: (await app.repos.members.find(ministry.id, who.owner.id))!.id,
    admin: memberOf('admin'),
    bassist: memberOf('bassist'),
    substitute: memberOf('substitute'),
    applicant: memberOf('applicant'),
  };

  const functions = await app.repos.functions.list(ministry.id);
  const fn = (nome: string) => functions.find((f) => f.nome === nome)!.id;
  const violao = fn('Violão');
  const vocal = fn('Vocal');
  const baixo = fn('Baixo');
  await assignFunction(app, ids.admin, violao);
  await assignFunction(app, ids.bassist, baixo);
  await assignFunction(app, ids.substitute, baixo);
  // What an account deletion must take along, beside what the round itself adds.
  await markUnavailable(app, ids.admin, daysAhead(60), daysAhead(62));
  await app.db
    .insertInto('calendar_feeds')
    .values({ user_id: who.admin.id, token: randomUUID(), created_at: now })
    .execute();
  // The song the admin saves their key of in the round; they saved one of it before.
  const song = await app.repos.songs.create(ministry.id, { nome: `Canção ${tag}`, artista: tag });
  await app.db
    .insertInto('member_song_keys')
    .values({ member_id: ids.admin, song_id: song.id, tom: 'G', created_at: now, updated_at: now })
    .execute();
  // A service they declined last week: history their account's deletion keeps (so their row
  // stays, inactive, rather than going) while the reason they wrote goes.
  const past = await app.db
    .insertInto('schedules')
    .values({
      ministry_id: ministry.id,
      titulo: `Culto passado ${tag}`,
      data: daysAhead(-7),
      horario: '19:00',
      publicada: 1,
      finalizada: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('schedule_members')
    .values({
      schedule_id: past.id,
      member_id: ids.admin,
      confirmado: 0,
      recusado_em: now,
      motivo_recusa: 'Consulta médica',
    })
    .execute();

  const created = await createSchedule(app, who.owner, {
    ministerio_id: ministry.id,
    titulo: `Culto ${tag}`,
    data: daysAhead(7),
    horario: '19:00',
    publicada: true,
    membros_escalados: [
      { membro_id: ids.admin, funcao_id: violao },
      { membro_id: ids.bassist, funcao_id: baixo },
    ],
  });
  const declined = await call(app, who.bassist, {
    method: 'POST',
    url: `/api/escalas/${created.id}/recusar`,
    payload: { motivo: 'Plantão no hospital' },
  });
  expect(declined.statusCode, declined.body).toBe(200);
  // The edit screen's read: a save in the round sends it back, version included.
  const read = await call(app, who.owner, { method: 'GET', url: `/api/escalas/${created.id}` });
  expect(read.statusCode, read.body).toBe(200);

  return {
    ministry,
    schedule: read.json<ScheduleDetail>(),
    pastScheduleId: past.id,
    songId: song.id,
    people: who,
    ids,
    functions: { violao, vocal, baixo, all: functions.map((f) => f.id) },
  };
}
export type RaceMinistry = Awaited<ReturnType<typeof raceMinistry>>;

/** The body the web's edit form sends for `detail` as it was read, with a new title. */
export const saveFrom = (detail: ScheduleDetail, titulo: string): SaveScheduleRequest => ({
  titulo,
  data: detail.data.slice(0, 10),
  horario: detail.horario,
  local: detail.local,
  observacoes: detail.observacoes,
  publicada: detail.publicada,
  responsavel_id: detail.responsavel_id,
  musicas_escaladas: detail.musicas_escaladas,
  membros_escalados: detail.membros_escalados,
  versao: detail.versao,
});
