import type { Ministry, SaveScheduleRequest, ScheduleDetail } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { makeAdmin, type SignedIn } from './ministry-fixtures';
import { activeMember, call, createSong, ownerWithMinistry } from './song-fixtures';

/** Gives a member a function of the ministry, as the member-functions screen does. */
export async function assignFunction(app: FastifyInstance, memberId: number, functionId: number) {
  await app.db
    .insertInto('member_functions')
    .values({
      member_id: memberId,
      function_id: functionId,
      principal: 0,
      observacoes: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Records an unavailability straight in the database (calendar dates, both included). */
export async function markUnavailable(
  app: FastifyInstance,
  memberId: number,
  from: string,
  to: string,
  reason = 'Viagem de trabalho',
) {
  const now = new Date().toISOString();
  await app.db
    .insertInto('unavailabilities')
    .values({
      member_id: memberId,
      data_inicio: from,
      data_fim: to,
      justificativa: reason,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const memberIdOf = async (app: FastifyInstance, ministry: Ministry, user: SignedIn) =>
  (await app.repos.members.find(ministry.id, user.id))!.id;

/**
 * A ministry as a schedule needs it: an owner, an admin, two members (Ana plays violão and
 * sings, Bruno plays bass), three songs (the third in the key of G) and a second ministry
 * with a song and a member of its own.
 */
export async function scheduleFixture(app: FastifyInstance) {
  const { owner, ministry } = await ownerWithMinistry(app, 'owner');
  const admin = await activeMember(app, owner, ministry, 'admin');
  const adminId = await memberIdOf(app, ministry, admin);
  await makeAdmin(app, owner, adminId);
  const ana = await activeMember(app, owner, ministry, 'Ana');
  const bruno = await activeMember(app, owner, ministry, 'Bruno');
  const functions = await app.repos.functions.list(ministry.id);
  const fn = (nome: string) => functions.find((f) => f.nome === nome)!;
  const violao = fn('Violão');
  const vocal = fn('Vocal');
  const baixo = fn('Baixo');
  const ids = {
    owner: await memberIdOf(app, ministry, owner),
    admin: adminId,
    ana: await memberIdOf(app, ministry, ana),
    bruno: await memberIdOf(app, ministry, bruno),
  };
  await assignFunction(app, ids.ana, violao.id);
  await assignFunction(app, ids.ana, vocal.id);
  await assignFunction(app, ids.bruno, baixo.id);
  const songs = [
    await createSong(app, owner, ministry.id, { nome: 'Aleluia', artista: 'Coral' }),
    await createSong(app, owner, ministry.id, { nome: 'Bondade de Deus', artista: 'Isaias' }),
    await createSong(app, owner, ministry.id, { nome: 'Cordeiro', artista: 'Banda', tom: 'G' }),
  ];
  const other = await ownerWithMinistry(app, 'other-owner');
  const otherSong = await createSong(app, other.owner, other.ministry.id, { nome: 'Outra' });
  const otherMember = await activeMember(app, other.owner, other.ministry, 'other-member');
  return {
    ministry,
    people: { owner, admin, ana, bruno },
    ids,
    functions: { violao, vocal, baixo },
    songs,
    other: {
      ...other,
      songId: otherSong.id,
      memberId: await memberIdOf(app, other.ministry, otherMember),
    },
  };
}
export type ScheduleFixture = Awaited<ReturnType<typeof scheduleFixture>>;

/** A valid body: Sunday service with the first two songs, Ana on violão, Bruno on bass. */
export function sundayService(
  f: ScheduleFixture,
  changes: Partial<SaveScheduleRequest> = {},
): SaveScheduleRequest {
  return {
    ministerio_id: f.ministry.id,
    titulo: 'Culto de Domingo',
    data: '2026-11-22',
    horario: '19:00',
    local: 'Templo principal',
    observacoes: 'Chegar às 18h para a passagem de som',
    publicada: true,
    musicas_escaladas: [
      { musica_id: f.songs[0]!.id, ordem: 1, tom_alterado: 'D' },
      { musica_id: f.songs[1]!.id, ordem: 2 },
    ],
    membros_escalados: [
      { membro_id: f.ids.ana, funcao_id: f.functions.violao.id, observacao: 'Violão base' },
      { membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id },
    ],
    ...changes,
  };
}

export const postSchedule = (app: FastifyInstance, user: SignedIn, payload: object, headers = {}) =>
  call(app, user, { method: 'POST', url: '/api/escalas', payload, headers });

export const putSchedule = (
  app: FastifyInstance,
  user: SignedIn,
  id: number,
  payload: object,
  headers = {},
) => call(app, user, { method: 'PUT', url: `/api/escalas/${id}`, payload, headers });

/** POST /escalas that must succeed. */
export async function createSchedule(
  app: FastifyInstance,
  user: SignedIn,
  payload: object,
): Promise<ScheduleDetail> {
  const response = await postSchedule(app, user, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ScheduleDetail>();
}

/** Every schedule row and list row, to prove a refused call changed nothing. */
export async function scheduleTables(app: FastifyInstance) {
  const db = app.db;
  return {
    schedules: await db.selectFrom('schedules').selectAll().orderBy('id').execute(),
    songs: await db.selectFrom('schedule_songs').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('schedule_members').selectAll().orderBy('id').execute(),
    functions: await db.selectFrom('schedule_member_functions').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('schedule_items').selectAll().orderBy('id').execute(),
    slots: await db.selectFrom('schedule_slots').selectAll().orderBy('id').execute(),
  };
}

// 23:58 and 00:02 in São Paulo (the default TIME_ZONE) around the end of 2026-11-22, the
// Sunday of `sundayService`: minutes apart, so the fixture's sign-in tokens stay valid.
export const sundayNight = new Date('2026-11-23T02:58:00Z');
export const mondayEarly = new Date('2026-11-23T03:02:00Z');

/** Fixes the clock (Date only) at `sundayNight` for each test of the file. */
export function atSundayNight() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sundayNight);
  });
  afterEach(() => vi.useRealTimers());
}
