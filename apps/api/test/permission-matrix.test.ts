import type {
  AutoFillResponse,
  MemberSongKey,
  Ministry,
  MinistryFunction,
  MinistryMember,
  MinistryStanding,
  MinistryStatistics,
  ScheduleDetail,
  SchedulePage,
  Song,
  SongDetail,
  SongPage,
} from '@levita/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { presenceAnswerOpen } from '@levita/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/calendar/today';
import type { NewSong } from '../src/repositories/songs-repository';
import { bearer, signedIn } from './accounts-fixtures';
import { buildTestApp, createTestApp } from './helper';
import {
  approve,
  deactivate,
  makeAdmin,
  ministryWithEveryStanding,
  multipart,
  requestAccess,
  type Standing,
} from './ministry-fixtures';

/**
 * Who may call which ministry endpoint (part 1 §6, and the rule of ministry-access.ts: no
 * standing in a ministry, as for outsiders and INATIVO members, answers 404 as if it did not
 * exist; a standing that is not enough answers 403; no token answers 401). The song routes
 * (part 2) follow the same rule, with the song's ministry as the one checked; a refused
 * catalogue search never reaches Deezer (a fake one here, which counts its calls).
 *
 * Every cell of the tables below is one test. Cells that should change something get a
 * fresh app and fixture of their own; cells that should not (reads, refusals) share one per
 * row, or one for all read-only rows, and each of them proves it changed nothing by
 * comparing the ministry tables before and after the call.
 */

const columns = [
  'owner',
  'admin',
  'member',
  'pending',
  'inactive',
  'outsider',
  'anonymous',
] as const;
type Column = (typeof columns)[number];
type Expected = Record<Column, number>;

/** The ids a call is aimed at: the first ministry's, or the second one's (cross-tenant). */
interface Target {
  ministryId: number;
  code: string;
  logo: string;
  functionId: number;
  ownerRowId: number;
  adminId: number;
  memberId: number;
  pendingId: number;
  inactiveId: number;
  songId: number;
  /** A published schedule with the member on it, and a draft. */
  scheduleId: number;
  draftId: number;
  /** A function the member does not hold, and the member's assignment of another one. */
  spareFunctionId: number;
  assignmentId: number;
  /** An unavailability of the member. */
  unavailabilityId: number;
  /** A schedule template of the ministry, with the member on its team. */
  templateId: number;
}

/** Ids that exist nowhere: the second ministry's must be answered exactly like these. */
const nowhere: Target = {
  ministryId: 999_999,
  code: 'NOWHERE',
  logo: '/api/uploads/nowhere',
  functionId: 999_999,
  ownerRowId: 999_999,
  adminId: 999_999,
  memberId: 999_999,
  pendingId: 999_999,
  inactiveId: 999_999,
  songId: 999_999,
  scheduleId: 999_999,
  draftId: 999_999,
  spareFunctionId: 999_999,
  assignmentId: 999_999,
  unavailabilityId: 999_999,
  templateId: 999_999,
};

interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** A POST that only reads (a preview): its success must change nothing either. */
  reads?: true;
}
const GET = (path: string): Req => ({ method: 'GET', url: `/api${path}` });
const POST = (path: string, payload?: object): Req => ({
  method: 'POST',
  url: `/api${path}`,
  payload,
});
const PUT = (path: string, payload: object): Req => ({
  method: 'PUT',
  url: `/api${path}`,
  payload,
});
const DELETE = (path: string): Req => ({ method: 'DELETE', url: `/api${path}` });

const call = {
  createMinistry: () => POST('/ministerios', { nome: 'Novo Ministério' }),
  listMinistries: () => GET('/ministerios'),
  getMinistry: (t: Target) => GET(`/ministerios/${t.ministryId}`),
  renameMinistry: (t: Target) =>
    PUT(`/ministerios/${t.ministryId}`, { nome: 'Ministério Renomeado' }),
  deleteMinistry: (t: Target) => DELETE(`/ministerios/${t.ministryId}`),
  join: (t: Target) => POST(`/ministerios/participar/${t.code}`),
  standing: (t: Target) => GET(`/ministerios/${t.ministryId}/situacao`),
  leave: (t: Target) => DELETE(`/ministerios/${t.ministryId}/sair`),
  transferOwnership: (t: Target) =>
    POST(`/ministerios/${t.ministryId}/transferir`, { membro_id: t.adminId }),
  newAccessCode: (t: Target) => POST(`/ministerios/${t.ministryId}/codigo-acesso`),
  statistics: (t: Target) => GET(`/ministerios/${t.ministryId}/estatisticas`),
  members: (t: Target) => GET(`/ministerios/${t.ministryId}/membros`),
  pendingMembers: (t: Target) => GET(`/ministerios/${t.ministryId}/membros?status=PENDENTE`),
  inactiveMembers: (t: Target) => GET(`/ministerios/${t.ministryId}/membros?status=INATIVO`),
  approvePending: (t: Target) => PUT(`/membros/${t.pendingId}`, { status: 'ATIVO' }),
  reactivateInactive: (t: Target) => PUT(`/membros/${t.inactiveId}`, { status: 'ATIVO' }),
  grantAdmin: (t: Target) => PUT(`/membros/${t.memberId}`, { admin: true }),
  revokeAdmin: (t: Target) => PUT(`/membros/${t.adminId}`, { admin: false }),
  rejectPending: (t: Target) => DELETE(`/membros/${t.pendingId}`),
  deactivateMember: (t: Target) => DELETE(`/membros/${t.memberId}`),
  removeInactive: (t: Target) => DELETE(`/membros/${t.inactiveId}`),
  removeOwner: (t: Target) => DELETE(`/membros/${t.ownerRowId}`),
  functions: (t: Target) => GET(`/ministerios/${t.ministryId}/funcoes`),
  createFunction: (t: Target) =>
    POST(`/ministerios/${t.ministryId}/funcoes`, { nome: 'Cajón', icone: 'cajon' }),
  updateFunction: (t: Target) => PUT(`/funcoes/${t.functionId}`, { descricao: 'x' }),
  deleteFunction: (t: Target) => DELETE(`/funcoes/${t.functionId}`),
  logo: (t: Target): Req => ({ method: 'GET', url: t.logo }),
  listSongs: (t: Target) => GET(`/musicas?ministerio_id=${t.ministryId}`),
  listAllSongs: () => GET('/musicas'),
  searchSongs: (t: Target) => GET(`/musicas/busca?termo=aleluia&ministerio_id=${t.ministryId}`),
  searchAllSongs: () => GET('/musicas/busca?termo=aleluia'),
  getSong: (t: Target) => GET(`/musicas/${t.songId}`),
  createSong: (t: Target) =>
    POST('/musicas', { ministerio_id: t.ministryId, nome: 'Canção Nova', artista: 'Artista Novo' }),
  updateSong: (t: Target) => PUT(`/musicas/${t.songId}`, { tom: 'G' }),
  deleteSong: (t: Target) => DELETE(`/musicas/${t.songId}`),
  memberSongKeys: (t: Target) =>
    GET(`/ministerios/${t.ministryId}/tons-membros?musicas=${t.songId}`),
  saveMySongKey: (t: Target) =>
    PUT(`/ministerios/${t.ministryId}/musicas/${t.songId}/meu-tom`, { tom: 'Bb' }),
  clearMySongKey: (t: Target) => DELETE(`/ministerios/${t.ministryId}/musicas/${t.songId}/meu-tom`),
  searchDeezer: (t: Target) => GET(`/musicas/busca-deezer?q=abc&ministerio_id=${t.ministryId}`),
  searchDeezerAll: () => GET('/musicas/busca-deezer?q=abc'),
  listSchedules: (t: Target) => GET(`/escalas?ministerio_id=${t.ministryId}`),
  createSchedule: (t: Target) =>
    POST('/escalas', {
      ministerio_id: t.ministryId,
      titulo: 'Nova Escala',
      data: '2026-11-29',
      horario: '19:00',
    }),
  getSchedule: (t: Target) => GET(`/escalas/${t.scheduleId}`),
  getDraft: (t: Target) => GET(`/escalas/${t.draftId}`),
  updateSchedule: (t: Target) =>
    PUT(`/escalas/${t.scheduleId}`, {
      titulo: 'Escala Renomeada',
      data: '2026-11-22',
      horario: '19:00',
      publicada: true,
      musicas_escaladas: [{ musica_id: t.songId }],
      membros_escalados: [{ membro_id: t.memberId }],
    }),
  deleteSchedule: (t: Target) => DELETE(`/escalas/${t.scheduleId}`),
  verifyPresence: (t: Target) => GET(`/escalas/${t.scheduleId}/verificar`),
  confirmPresence: (t: Target) => POST(`/escalas/${t.scheduleId}/confirmar`),
  declinePresence: (t: Target) =>
    POST(`/escalas/${t.scheduleId}/recusar`, { motivo: 'Plantão no hospital' }),
  substitutes: (t: Target) => GET(`/escalas/${t.scheduleId}/substitutos?funcao_id=${t.functionId}`),
  swapMember: (t: Target) =>
    POST(`/escalas/${t.scheduleId}/substituir`, {
      membro_id: t.memberId,
      funcao_id: t.functionId,
      substituto_id: t.adminId,
    }),
  templates: (t: Target) => GET(`/ministerios/${t.ministryId}/modelos`),
  keepTemplate: (t: Target) => POST(`/escalas/${t.scheduleId}/modelo`, { nome: 'Domingo' }),
  updateTemplate: (t: Target) =>
    PUT(`/modelos/${t.templateId}`, { nome: 'Domingo cedo', titulo: 'Culto', horario: '09:00' }),
  deleteTemplate: (t: Target) => DELETE(`/modelos/${t.templateId}`),
  draftFromTemplate: (t: Target) =>
    POST(`/modelos/${t.templateId}/escalas`, { data: '2030-03-03' }),
  repeatTemplate: (t: Target) =>
    POST(`/modelos/${t.templateId}/recorrencia`, {
      regras: [{ dia_semana: 0 }],
      data_inicial: '2030-03-01',
      data_final: '2030-03-17',
    }),
  previewRecurrence: (t: Target): Req => ({
    ...POST(`/modelos/${t.templateId}/recorrencia/previa`, {
      regras: [{ dia_semana: 0 }],
      data_inicial: '2030-03-01',
      data_final: '2030-03-17',
    }),
    reads: true,
  }),
  autoFillDraft: (t: Target) =>
    POST(`/ministerios/${t.ministryId}/preencher-equipe`, { escala_id: t.draftId }),
  fillOpenSlot: (t: Target) =>
    POST(`/escalas/${t.draftId}/substituir`, {
      funcao_id: t.functionId,
      substituto_id: t.memberId,
    }),
  scheduleConflicts: (t: Target) =>
    GET(`/ministerios/${t.ministryId}/conflitos?data=2026-11-22&horario=20:00`),
  mySchedules: (t: Target) => GET(`/minhas-escalas?ministerio_id=${t.ministryId}`),
  myAllSchedules: () => GET('/minhas-escalas'),
  memberFunctions: (t: Target) => GET(`/membros/${t.memberId}/funcoes`),
  assignFunction: (t: Target) =>
    POST(`/membros/${t.memberId}/funcoes`, { funcao_id: t.spareFunctionId }),
  updateAssignment: (t: Target) => PUT(`/membro-funcoes/${t.assignmentId}`, { principal: true }),
  deleteAssignment: (t: Target) => DELETE(`/membro-funcoes/${t.assignmentId}`),
  memberUnavailability: (t: Target) => GET(`/indisponibilidades/membros/${t.memberId}`),
  createUnavailability: (t: Target) =>
    POST('/indisponibilidades', {
      membro_id: t.memberId,
      data_inicio: '2030-02-01',
      data_fim: '2030-02-03',
      justificativa: 'Viagem a trabalho',
    }),
  updateUnavailability: (t: Target) =>
    PUT(`/indisponibilidades/${t.unavailabilityId}`, {
      data_inicio: '2030-01-01',
      data_fim: '2030-01-05',
      justificativa: 'Viagem prolongada',
    }),
  deleteUnavailability: (t: Target) => DELETE(`/indisponibilidades/${t.unavailabilityId}`),
  unavailableOn: (t: Target) => GET(`/ministerios/${t.ministryId}/indisponiveis?data=2030-01-01`),
  participationReport: (t: Target) =>
    GET(`/relatorios/participacao?ministerio_id=${t.ministryId}&mes=11&ano=2026`),
  songsReport: (t: Target) =>
    GET(`/relatorios/musicas?ministerio_id=${t.ministryId}&mes=11&ano=2026`),
  setMemberPreferences: (t: Target) =>
    PUT(`/membros/${t.memberId}/preferencias`, {
      limite_mensal: 2,
      junto_com: t.adminId,
      versao: 1,
    }),
} satisfies Record<string, (t: Target) => Req>;

// ---------------------------------------------------------------------------------------
// Fixtures

/** A stand-in for Deezer's API: every search finds nothing, and every call is counted. */
const deezer = { url: '', calls: 0 };
const deezerServer = createServer((_request, response) => {
  deezer.calls += 1;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"data":[]}');
});
beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    deezerServer.once('error', reject);
    deezerServer.listen(0, '127.0.0.1', resolve);
  });
  deezer.url = `http://127.0.0.1:${(deezerServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  deezerServer.closeAllConnections();
  await new Promise<void>((resolve) => deezerServer.close(() => resolve()));
});
const appOptions = () => ({ env: { DEEZER_API_URL: deezer.url } });

/** The one song of each ministry; both match the search term of call.searchSongs. */
const songNames = { first: 'Aleluia ao Cordeiro', second: 'Aleluia do Outro Ministério' };
const songValues = (nome: string): NewSong => ({ nome, artista: 'Banda da Casa' });

/**
 * The keys saved of the first ministry's song: each active member's, and the inactive
 * member's from before they were deactivated (kept, never shown).
 */
const savedKeys = { owner: 'A', admin: 'C', member: 'D', inactive: 'E' } as const;
/** The second ministry's member's key of its song. */
const otherSavedKey = 'F';

async function saveKeys(
  app: FastifyInstance,
  keys: { member_id: number; song_id: number; tom: string }[],
) {
  const now = new Date().toISOString();
  await app.db
    .insertInto('member_song_keys')
    .values(keys.map((key) => ({ ...key, created_at: now, updated_at: now })))
    .execute();
}

/** The saved keys of a member row, as stored. */
const keysOfMember = (f: Fixture, memberId: number | undefined) =>
  f.app.db
    .selectFrom('member_song_keys')
    .select(['song_id', 'tom'])
    .where('member_id', '=', memberId ?? -1)
    .execute();

let logoBytes: Promise<Buffer> | undefined;
const logoPng = () =>
  (logoBytes ??= sharp({
    create: { width: 8, height: 8, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer());

/**
 * What the schedule, assignment and unavailability calls aim at, written straight to the
 * database: a published schedule (22/11/2026) with the song and the member on it, a draft
 * (10/03/2030) wanting one player of the ministry's first function, the member's assignment
 * of that function (so auto-fill and an open slot's fill have someone to take), and an
 * unavailability of theirs.
 */
async function scheduleData(
  app: FastifyInstance,
  ministryId: number,
  memberId: number,
  songId: number,
) {
  const [firstFunction, spareFunction] = await app.repos.functions.list(ministryId);
  const { user_id: userId } = (await app.repos.members.findById(memberId))!;
  const base = {
    data: '2026-11-22',
    horario: '19:00',
    local: null,
    observacoes: null,
    finalizada: false,
    responsavel_id: null,
  };
  const scheduleId = await app.repos.schedules.create(ministryId, undefined, async () => ({
    values: { ...base, titulo: 'Culto de Domingo', publicada: true },
    songs: [{ song_id: songId, ordem: 1, tom_alterado: null }],
    members: [{ member_id: memberId, user_id: userId, functions: [] }],
  }));
  const draftId = await app.repos.schedules.create(ministryId, undefined, async () => ({
    values: { ...base, data: '2030-03-10', titulo: 'Rascunho', publicada: false },
    songs: [],
    members: [],
  }));
  await app.db
    .insertInto('schedule_slots')
    .values({ schedule_id: draftId, function_id: firstFunction!.id, quantidade: 1, ordem: 1 })
    .execute();
  const now = new Date().toISOString();
  const assignment = await app.db
    .insertInto('member_functions')
    .values({
      member_id: memberId,
      function_id: firstFunction!.id,
      principal: 0,
      observacoes: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unavailability = await app.db
    .insertInto('unavailabilities')
    .values({
      member_id: memberId,
      data_inicio: '2030-01-01',
      data_fim: '2030-01-02',
      justificativa: 'Viagem marcada',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await app.db
    .insertInto('schedule_templates')
    .values({
      ministry_id: ministryId,
      nome: 'Domingo',
      titulo: 'Culto de Domingo',
      horario: '19:00',
      local: null,
      observacoes: null,
      conteudo: JSON.stringify({
        musicas: [{ musica_id: songId, tom_alterado: null }],
        itens: [],
        vagas: [],
        equipe: [{ membro_id: memberId, funcoes: [] }],
        responsavel_id: null,
      }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    scheduleId,
    draftId,
    spareFunctionId: spareFunction!.id,
    assignmentId: assignment.id,
    unavailabilityId: unavailability.id,
    templateId: template.id,
  };
}

/** The second ministry gets a user in every standing too, to aim every call at. */
async function secondMinistryTarget(
  app: FastifyInstance,
  other: Awaited<ReturnType<typeof ministryWithEveryStanding>>['other'],
  songId: number,
): Promise<Target> {
  const person = (key: string, nome: string) =>
    signedIn(app, { email: `${key}@example.com`, nome });
  const owner = other.owner;
  const adminId = await requestAccess(
    app,
    await person('other-admin', 'Other Admin'),
    other.ministry,
  );
  await approve(app, owner, adminId);
  await makeAdmin(app, owner, adminId);
  const pendingId = await requestAccess(
    app,
    await person('other-pending', 'Other Pending'),
    other.ministry,
  );
  const inactiveId = await requestAccess(
    app,
    await person('other-inactive', 'Other Inactive'),
    other.ministry,
  );
  await approve(app, owner, inactiveId);
  await deactivate(app, owner, inactiveId);
  const ownerRow = await app.repos.members.find(other.ministry.id, owner.id);
  return {
    ministryId: other.ministry.id,
    code: other.ministry.codigo_acesso,
    logo: other.ministry.logo ?? '',
    functionId: other.functionId,
    ownerRowId: ownerRow!.id,
    adminId,
    memberId: other.memberId,
    pendingId,
    inactiveId,
    songId,
    ...(await scheduleData(app, other.ministry.id, other.memberId, songId)),
  };
}

interface FixtureOptions {
  crossTenant?: boolean;
}

/** ministryWithEveryStanding, with a logo on the first ministry (for GET /uploads). */
async function standingsFixture(app: FastifyInstance, options: FixtureOptions = {}) {
  const base = await ministryWithEveryStanding(app);
  const { ministry, people, other } = base;
  const form = await multipart({ logo: new Blob([new Uint8Array(await logoPng())]) });
  const withLogo = await app.inject({
    method: 'PUT',
    url: `/api/ministerios/${ministry.id}`,
    headers: { ...bearer(people.owner.token), ...form.headers },
    payload: form.payload,
  });
  expect(withLogo.statusCode, withLogo.body).toBe(200);
  const [firstFunction] = await app.repos.functions.list(ministry.id);
  const song = await app.repos.songs.create(ministry.id, songValues(songNames.first));
  const otherSong = await app.repos.songs.create(other.ministry.id, songValues(songNames.second));
  await saveKeys(app, [
    ...(Object.keys(savedKeys) as (keyof typeof savedKeys)[]).map((who) => ({
      member_id: people[who].memberId!,
      song_id: song.id,
      tom: savedKeys[who],
    })),
    { member_id: other.memberId, song_id: otherSong.id, tom: otherSavedKey },
  ]);
  const target: Target = {
    ministryId: ministry.id,
    code: ministry.codigo_acesso,
    logo: withLogo.json<Ministry>().logo!,
    functionId: firstFunction!.id,
    ownerRowId: people.owner.memberId!,
    adminId: people.admin.memberId!,
    memberId: people.member.memberId!,
    pendingId: people.pending.memberId!,
    inactiveId: people.inactive.memberId!,
    songId: song.id,
    ...(await scheduleData(app, ministry.id, people.member.memberId!, song.id)),
  };
  const otherTarget = options.crossTenant
    ? await secondMinistryTarget(app, other, otherSong.id)
    : undefined;
  return { app, ...base, target, otherTarget, otherSongId: otherSong.id };
}
type Fixture = Awaited<ReturnType<typeof standingsFixture>>;

/** A fixture for the tests of the enclosing describe block: built on first use, closed after. */
function sharedFixture(options: FixtureOptions = {}) {
  let built: Promise<{ fixture: Fixture; close: () => Promise<void> }> | undefined;
  afterAll(async () => {
    const shared = await built?.catch(() => undefined);
    await shared?.close();
  });
  return async () => {
    built ??= createTestApp(appOptions()).then(async ({ app, close }) => {
      try {
        return { fixture: await standingsFixture(app, options), close };
      } catch (error) {
        await close();
        throw error;
      }
    });
    return (await built).fixture;
  };
}

/** A fixture of the current test alone. */
async function freshFixture(options: FixtureOptions = {}) {
  return standingsFixture(await buildTestApp(appOptions()), options);
}

/** Every row of the ministry tables (logo bytes aside), to prove a call changed nothing. */
async function snapshot(app: FastifyInstance) {
  const db = app.db;
  return {
    ministries: await db.selectFrom('ministries').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('members').selectAll().orderBy('id').execute(),
    functions: await db.selectFrom('functions').selectAll().orderBy('id').execute(),
    memberFunctions: await db.selectFrom('member_functions').selectAll().orderBy('id').execute(),
    songs: await db.selectFrom('songs').selectAll().orderBy('id').execute(),
    schedules: await db.selectFrom('schedules').selectAll().orderBy('id').execute(),
    scheduleSongs: await db.selectFrom('schedule_songs').selectAll().orderBy('id').execute(),
    scheduleMembers: await db.selectFrom('schedule_members').selectAll().orderBy('id').execute(),
    scheduleFunctions: await db
      .selectFrom('schedule_member_functions')
      .selectAll()
      .orderBy('id')
      .execute(),
    unavailabilities: await db.selectFrom('unavailabilities').selectAll().orderBy('id').execute(),
    memberSongKeys: await db.selectFrom('member_song_keys').selectAll().orderBy('id').execute(),
    scheduleItems: await db.selectFrom('schedule_items').selectAll().orderBy('id').execute(),
    scheduleSlots: await db.selectFrom('schedule_slots').selectAll().orderBy('id').execute(),
    templates: await db.selectFrom('schedule_templates').selectAll().orderBy('id').execute(),
    uploads: await db
      .selectFrom('uploads')
      .select(['id', 'hash', 'extension', 'content_type'])
      .orderBy('id')
      .execute(),
    users: await db
      .selectFrom('users')
      .select(['id', 'email', 'token_version'])
      .orderBy('id')
      .execute(),
  };
}

const personOf = (f: Fixture, who: Column) => {
  if (who === 'anonymous') throw new Error('no person behind an anonymous call');
  return f.people[who];
};

const send = (f: Fixture, { method, url, payload }: Req, who: Column) =>
  f.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: who === 'anonymous' ? {} : bearer(personOf(f, who).token),
  });

/** The person's situacao in the first ministry, or the status code when there is none. */
async function situacao(f: Fixture, who: Standing) {
  const res = await send(f, call.standing(f.target), who);
  return res.statusCode === 200 ? res.json<{ situacao: string }>().situacao : res.statusCode;
}

// ---------------------------------------------------------------------------------------
// What a successful call must have shown or done

type Check = (cell: {
  f: Fixture;
  who: Column;
  res: LightMyRequestResponse;
  /** How many times the call reached (the fake) Deezer. */
  deezerCalls: number;
}) => void | Promise<void>;

const standingName: Record<Standing, MinistryStanding | undefined> = {
  owner: 'PROPRIETARIO',
  admin: 'ADMIN',
  member: 'MEMBRO',
  pending: 'PENDENTE',
  inactive: undefined,
  outsider: undefined,
};
const nameOf = (who: Column) => (who === 'anonymous' ? undefined : standingName[who]);
const statusesOf = (res: LightMyRequestResponse) =>
  [...new Set(res.json<MinistryMember[]>().map((member) => member.status))].sort();
const songIdsOf = (res: LightMyRequestResponse) => {
  const page = res.json<SongPage>();
  expect(page.total).toBe(page.musicas.length);
  return page.musicas.map((song) => song.id);
};
const isActive = (who: Column) => who === 'owner' || who === 'admin' || who === 'member';

const then = {
  ownsNewMinistry: async ({ f, who, res }) => {
    const created = res.json<Ministry>();
    expect(created).toMatchObject({
      nome: 'Novo Ministério',
      situacao_usuario: 'PROPRIETARIO',
      proprietario_id: personOf(f, who).id,
    });
    const listed = (await send(f, call.listMinistries(), who)).json<Ministry[]>();
    expect(listed.map((m) => [m.id, m.situacao_usuario])).toContainEqual([
      created.id,
      'PROPRIETARIO',
    ]);
  },
  listsOwnStanding: ({ f, who, res }) => {
    const listed = res.json<Ministry[]>();
    expect(listed.find((m) => m.id === f.ministry.id)?.situacao_usuario).toBe(nameOf(who));
    expect(listed.map((m) => m.id)).not.toContain(f.other.ministry.id);
  },
  showsOwnStanding: ({ who, res }) => {
    expect(res.json<Ministry>().situacao_usuario).toBe(nameOf(who));
  },
  reportsOwnStanding: ({ who, res }) => {
    expect(res.json()).toEqual({ situacao: nameOf(who) });
  },
  countsActiveMembers: ({ res }) => {
    // owner, admin and member; not pending nor inactive
    expect(res.json<MinistryStatistics>().estatisticas.total_membros).toBe(3);
  },
  seesMembersOfTheirRank: ({ who, res }) => {
    const visible: Partial<Record<Column, string[]>> = {
      owner: ['ATIVO', 'INATIVO', 'PENDENTE'],
      admin: ['ATIVO', 'PENDENTE'],
      member: ['ATIVO'],
    };
    expect(statusesOf(res)).toEqual(visible[who]);
  },
  seesOnlyPending: ({ f, res }) => {
    expect(res.json<MinistryMember[]>().map((m) => m.id)).toEqual([f.target.pendingId]);
  },
  seesOnlyInactive: ({ f, res }) => {
    expect(res.json<MinistryMember[]>().map((m) => m.id)).toEqual([f.target.inactiveId]);
  },
  listsFunctions: ({ f, res }) => {
    const functions = res.json<MinistryFunction[]>();
    expect(functions).toHaveLength(18);
    expect(new Set(functions.map((fn) => fn.ministerio_id))).toEqual(new Set([f.ministry.id]));
  },
  servesLogo: ({ res }) => {
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  },
  renamed: async ({ f }) => {
    const shown = await send(f, call.getMinistry(f.target), 'member');
    expect(shown.json<Ministry>().nome).toBe('Ministério Renomeado');
  },
  ownershipTransferred: async ({ f }) => {
    const ministry = await f.app.repos.ministries.findById(f.ministry.id);
    expect(ministry?.proprietario_id).toBe(personOf(f, 'admin').id);
    expect((await send(f, call.deleteMinistry(f.target), 'owner')).statusCode).toBe(403);
  },
  codeReplaced: async ({ f, res }) => {
    const code = res.json<Ministry>().codigo_acesso;
    expect(code).not.toBe(f.ministry.codigo_acesso);
    expect((await f.app.repos.ministries.findById(f.ministry.id))?.codigo_acesso).toBe(code);
  },
  deleted: async ({ f, who }) => {
    expect((await send(f, call.getMinistry(f.target), who)).statusCode).toBe(404);
    expect((await send(f, call.getMinistry(f.target), 'member')).statusCode).toBe(404);
    expect((await send(f, call.logo(f.target), 'anonymous')).statusCode).toBe(404);
    expect(await f.app.repos.functions.list(f.ministry.id)).toEqual([]);
    expect(await f.app.repos.members.findById(f.target.memberId)).toBeUndefined();
    expect(await keysOfMember(f, f.target.memberId)).toEqual([]);
    expect(await f.app.repos.ministries.findById(f.other.ministry.id)).toBeDefined();
  },
  nowPending: async ({ f, who, res }) => {
    expect(res.json<{ ministerio: Ministry }>().ministerio.situacao_usuario).toBe('PENDENTE');
    expect(await situacao(f, who as Standing)).toBe('PENDENTE');
  },
  left: async ({ f, who }) => {
    expect(await situacao(f, who as Standing)).toBe(404);
    expect(await f.app.repos.members.find(f.ministry.id, personOf(f, who).id)).toBeUndefined();
    // Their saved keys went with their membership.
    expect(await keysOfMember(f, personOf(f, who).memberId)).toEqual([]);
  },
  pendingApproved: async ({ f }) => {
    expect(await situacao(f, 'pending')).toBe('MEMBRO');
  },
  inactiveReactivated: async ({ f }) => {
    expect(await situacao(f, 'inactive')).toBe('MEMBRO');
  },
  memberPromoted: async ({ f }) => {
    expect(await situacao(f, 'member')).toBe('ADMIN');
  },
  adminDemoted: async ({ f }) => {
    expect(await situacao(f, 'admin')).toBe('MEMBRO');
  },
  pendingRejected: async ({ f }) => {
    expect(await situacao(f, 'pending')).toBe(404);
    expect(await f.app.repos.members.findById(f.target.pendingId)).toBeUndefined();
  },
  memberDeactivated: async ({ f }) => {
    expect(await situacao(f, 'member')).toBe(404);
    expect((await f.app.repos.members.findById(f.target.memberId))?.status).toBe('INATIVO');
    // Kept for a reactivation, and no longer shown among the members' keys.
    expect(await keysOfMember(f, f.target.memberId)).toHaveLength(1);
    const shown = (await send(f, call.getSong(f.target), 'owner')).json<SongDetail>();
    expect(shown.tons_membros.map((key) => key.membro_id)).not.toContain(f.target.memberId);
  },
  inactiveRemoved: async ({ f }) => {
    expect(await f.app.repos.members.findById(f.target.inactiveId)).toBeUndefined();
  },
  functionCreated: async ({ f, res }) => {
    expect(res.json()).toMatchObject({
      nome: 'Cajón',
      icone: 'cajon',
      ministerio_id: f.ministry.id,
    });
    const listed = (await send(f, call.functions(f.target), 'member')).json<MinistryFunction[]>();
    expect(listed.map((fn) => fn.nome)).toContain('Cajón');
  },
  functionUpdated: async ({ f }) => {
    expect((await f.app.repos.functions.findById(f.target.functionId))?.descricao).toBe('x');
  },
  functionDeleted: async ({ f }) => {
    expect(await f.app.repos.functions.findById(f.target.functionId)).toBeUndefined();
  },
  listsTheMinistrysSongs: ({ f, res }) => {
    expect(songIdsOf(res)).toEqual([f.target.songId]);
  },
  listsSongsOfActiveMinistries: ({ f, who, res }) => {
    // Never the second ministry's song; the first one's only for its ATIVO members.
    expect(songIdsOf(res)).toEqual(isActive(who) ? [f.target.songId] : []);
  },
  showsSong: ({ f, who, res }) => {
    expect(res.json<SongDetail>()).toMatchObject({
      id: f.target.songId,
      ministerio_id: f.ministry.id,
      nome: songNames.first,
      meu_tom: savedKeys[who as keyof typeof savedKeys],
    });
    expect(res.json<SongDetail>().tons_membros).toHaveLength(3);
  },
  songCreated: async ({ f, res }) => {
    const created = res.json<Song>();
    expect(created).toMatchObject({
      ministerio_id: f.ministry.id,
      nome: 'Canção Nova',
      artista: 'Artista Novo',
    });
    const listed = await send(f, call.listSongs(f.target), 'member');
    expect(songIdsOf(listed)).toContain(created.id);
  },
  songUpdated: async ({ f }) => {
    const shown = await send(f, call.getSong(f.target), 'member');
    expect(shown.json<Song>().tom).toBe('G');
  },
  songDeleted: async ({ f, who }) => {
    expect((await send(f, call.getSong(f.target), who)).statusCode).toBe(404);
    expect((await send(f, call.getSong(f.target), 'member')).statusCode).toBe(404);
    expect(songIdsOf(await send(f, call.listSongs(f.target), 'member'))).toEqual([]);
    // Soft-deleted: the row stays for the schedules and reports that name it.
    const row = await f.app.db
      .selectFrom('songs')
      .select('deleted_at')
      .where('id', '=', f.target.songId)
      .executeTakeFirst();
    expect(row?.deleted_at).toBeTruthy();
    expect(await f.app.repos.songs.findById(f.otherSongId)).toBeDefined();
    // No one sings a song the repertoire no longer has: its saved keys went with it.
    const keys = await f.app.db
      .selectFrom('member_song_keys')
      .select('song_id')
      .where('song_id', 'in', [f.target.songId, f.otherSongId])
      .execute();
    expect(keys).toEqual([{ song_id: f.otherSongId }]);
  },
  showsMemberSongKeys: ({ f, res }) => {
    // The active members' keys, by name; never the inactive member's, nor another ministry's.
    expect(res.json<MemberSongKey[]>()).toEqual(
      (['admin', 'member', 'owner'] as const).map((who) => ({
        musica_id: f.target.songId,
        membro_id: f.people[who].memberId,
        nome: who[0]!.toUpperCase() + who.slice(1),
        tom: savedKeys[who],
      })),
    );
  },
  mySongKeySaved: async ({ f, who, res }) => {
    expect(res.json()).toEqual({ musica_id: f.target.songId, tom: 'Bb' });
    const shown = (await send(f, call.getSong(f.target), who)).json<SongDetail>();
    expect(shown.meu_tom).toBe('Bb');
    // Only the caller's own key changed.
    expect(shown.tons_membros.map((key) => key.tom).sort()).toEqual(
      Object.entries(savedKeys)
        .filter(([standing]) => standing !== 'inactive')
        .map(([standing, tom]) => (standing === who ? 'Bb' : tom))
        .sort(),
    );
  },
  mySongKeyCleared: async ({ f, who, res }) => {
    expect(res.json()).toEqual({ musica_id: f.target.songId, tom: null });
    const shown = (await send(f, call.getSong(f.target), who)).json<SongDetail>();
    expect(shown.meu_tom).toBeNull();
    expect(shown.tons_membros.map((key) => key.membro_id)).not.toContain(personOf(f, who).memberId);
    expect(shown.tons_membros).toHaveLength(2);
  },
  searchedDeezer: ({ res, deezerCalls }) => {
    expect(res.json()).toEqual({ resultados: [] });
    expect(deezerCalls).toBe(1);
  },
  listsSchedulesOfTheirRank: ({ f, who, res }) => {
    const ids = res.json<SchedulePage>().escalas.map((schedule) => schedule.id);
    // Drafts are for admin rights only (and their leader; this one has none).
    const { scheduleId, draftId } = f.target;
    expect(ids.sort()).toEqual(who === 'member' ? [scheduleId] : [scheduleId, draftId].sort());
  },
  scheduleCreated: async ({ f, res }) => {
    const created = res.json<ScheduleDetail>();
    expect(created).toMatchObject({ ministerio_id: f.ministry.id, titulo: 'Nova Escala' });
    expect(await f.app.repos.schedules.findById(created.id)).toBeDefined();
  },
  showsSchedule: ({ f, res }) => {
    expect(res.json<ScheduleDetail>()).toMatchObject({
      id: f.target.scheduleId,
      titulo: 'Culto de Domingo',
      musicas: [{ musica_id: f.target.songId }],
      membros: [{ membro_id: f.target.memberId }],
    });
  },
  showsDraft: ({ f, res }) => {
    expect(res.json<ScheduleDetail>()).toMatchObject({ id: f.target.draftId, status: 'rascunho' });
  },
  scheduleUpdated: async ({ f }) => {
    const shown = await send(f, call.getSchedule(f.target), 'member');
    expect(shown.json<ScheduleDetail>().titulo).toBe('Escala Renomeada');
  },
  scheduleDeleted: async ({ f, who }) => {
    expect((await send(f, call.getSchedule(f.target), who)).statusCode).toBe(404);
    expect(await f.app.repos.schedules.findById(f.target.draftId)).toBeDefined();
  },
  reportsPresence: ({ who, res }) => {
    expect(res.json()).toEqual({
      estou_escalado: who === 'member',
      confirmei_presenca: false,
      recusei_presenca: false,
    });
  },
  presenceConfirmed: async ({ f }) => {
    expect((await send(f, call.verifyPresence(f.target), 'member')).json()).toEqual({
      estou_escalado: true,
      confirmei_presenca: true,
      recusei_presenca: false,
    });
  },
  presenceDeclined: async ({ f }) => {
    expect((await send(f, call.verifyPresence(f.target), 'member')).json()).toEqual({
      estou_escalado: true,
      confirmei_presenca: false,
      recusei_presenca: true,
    });
  },
  listsMySchedules: ({ f, who, res }) => {
    const ids = res.json<{ escalas: { id: number }[] }>().escalas.map((schedule) => schedule.id);
    expect(ids).toEqual(who === 'member' ? [f.target.scheduleId] : []);
  },
  listsAssignments: ({ f, res }) => {
    expect(res.json<{ id: number }[]>().map((assignment) => assignment.id)).toEqual([
      f.target.assignmentId,
    ]);
  },
  functionAssigned: async ({ f, res }) => {
    expect(res.json()).toMatchObject({
      membro_id: f.target.memberId,
      funcao_id: f.target.spareFunctionId,
    });
  },
  assignmentUpdated: async ({ f }) => {
    const row = await f.app.db
      .selectFrom('member_functions')
      .select('principal')
      .where('id', '=', f.target.assignmentId)
      .executeTakeFirst();
    expect(row?.principal).toBe(1);
  },
  assignmentDeleted: async ({ f }) => {
    const row = await f.app.db
      .selectFrom('member_functions')
      .select('id')
      .where('id', '=', f.target.assignmentId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  },
  listsUnavailability: ({ f, res }) => {
    const listed = res.json<{ indisponibilidades: { id: number }[] }>().indisponibilidades;
    expect(listed.map((entry) => entry.id)).toEqual([f.target.unavailabilityId]);
  },
  unavailabilityCreated: ({ f, res }) => {
    expect(res.json()).toMatchObject({
      membro_id: f.target.memberId,
      data_inicio: '2030-02-01',
      data_fim: '2030-02-03',
    });
  },
  unavailabilityUpdated: async ({ f }) => {
    const row = await f.app.db
      .selectFrom('unavailabilities')
      .select('data_fim')
      .where('id', '=', f.target.unavailabilityId)
      .executeTakeFirst();
    expect(row?.data_fim).toBe('2030-01-05');
  },
  unavailabilityDeleted: async ({ f }) => {
    const row = await f.app.db
      .selectFrom('unavailabilities')
      .select('id')
      .where('id', '=', f.target.unavailabilityId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  },
  listsSubstitutes: ({ f, res }) => {
    const listed = res.json<{ funcao_id: number; substitutos: { membro_id: number }[] }>();
    expect(listed.funcao_id).toBe(f.target.functionId);
    // The member is on the schedule already.
    expect(listed.substitutos.map((entry) => entry.membro_id)).not.toContain(f.target.memberId);
  },
  listsConflicts: ({ f, res }) => {
    const listed = res.json<{ conflitos: { membro_id: number; compromissos: unknown[] }[] }>();
    expect(listed.conflitos).toEqual([
      {
        membro_id: f.target.memberId,
        compromissos: [expect.objectContaining({ escala_id: f.target.scheduleId })],
        compromisso_oculto_no_dia: false,
      },
    ]);
  },
  listsUnavailableMembers: ({ f, res }) => {
    const listed = res.json<{ membros_indisponiveis: { membro_id: number }[] }>();
    expect(listed.membros_indisponiveis.map((entry) => entry.membro_id)).toEqual([
      f.target.memberId,
    ]);
  },
  reportsParticipation: ({ f, res }) => {
    const report = res.json<{ total_escalas: number; membros: { membro_id: number }[] }>();
    expect(report.total_escalas).toBe(1);
    expect(report.membros.map((member) => member.membro_id)).toContain(f.target.memberId);
  },
  reportsSongs: ({ f, res }) => {
    expect(res.json()).toMatchObject({
      total_escalas: 1,
      musicas: [{ id: f.target.songId, contagem: 1 }],
    });
  },
  previewsRecurrence: ({ res }) => {
    const preview = res.json<{ datas: { data: string; existe: boolean }[] }>();
    expect(preview.datas.map((entry) => [entry.data, entry.existe])).toEqual([
      ['2030-03-03', false],
      ['2030-03-10', false],
      ['2030-03-17', false],
    ]);
  },
  teamFilled: async ({ f, res }) => {
    const [filled, ...more] = res.json<AutoFillResponse>().resultados;
    expect(more).toEqual([]);
    expect(filled?.escala_id).toBe(f.target.draftId);
    expect(filled?.escolhidos.map((pick) => pick.membro_id)).toEqual([f.target.memberId]);
    const draft = (await send(f, call.getDraft(f.target), 'owner')).json<ScheduleDetail>();
    expect(draft.membros.map((m) => m.membro_id)).toEqual([f.target.memberId]);
    expect(draft.faltam).toEqual([]);
  },
  slotFilled: async ({ f, res }) => {
    const draft = res.json<ScheduleDetail>();
    expect(draft.id).toBe(f.target.draftId);
    expect(draft.membros.map((m) => m.membro_id)).toEqual([f.target.memberId]);
    expect(draft.faltam).toEqual([]);
  },
  memberPreferencesSet: async ({ f, res }) => {
    const saved = { limite_mensal: 2, junto_com: f.target.adminId, versao: 2 };
    expect(res.json()).toEqual(saved);
    // Admin rights read them in the list; another plain member would not.
    const listed = (await send(f, call.members(f.target), 'admin')).json<MinistryMember[]>();
    expect(listed.find((m) => m.id === f.target.memberId)?.preferencias).toEqual(saved);
  },
} satisfies Record<string, Check>;

// ---------------------------------------------------------------------------------------
// Table 1: every ministry endpoint × every standing

type Row = [
  endpoint: string,
  request: (t: Target) => Req,
  expected: Expected,
  check?: Check,
  /** Refusals whose error names a reason instead of the status's usual code. */
  codes?: Partial<Record<Column, string>>,
];

/**
 * The target schedule is on 22/11/2026, and a decline is taken through that day only (its
 * own rule is tested with a fixed clock in presence-answers.test.ts): 200 before, 409 after.
 */
const declineAnswer = presenceAnswerOpen('2026-11-22', todayIn('America/Sao_Paulo')) ? 200 : 409;
/** The member on it has not declined: a swap is refused, for that or because the day is over. */
const swapRefused = declineAnswer === 200 ? 'substitution_not_needed' : 'presence_closed';

// prettier-ignore
const matrix: Row[] = [
  // endpoint                                      call                     expected status per caller                                                                      check on 2xx
  ['POST /ministerios',                            call.createMinistry,     { owner: 201, admin: 201, member: 201, pending: 201, inactive: 201, outsider: 201, anonymous: 401 }, then.ownsNewMinistry],
  ['GET /ministerios',                             call.listMinistries,     { owner: 200, admin: 200, member: 200, pending: 200, inactive: 200, outsider: 200, anonymous: 401 }, then.listsOwnStanding],
  ['GET /ministerios/:id',                         call.getMinistry,        { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.showsOwnStanding],
  ['PUT /ministerios/:id',                         call.renameMinistry,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.renamed],
  ['DELETE /ministerios/:id',                      call.deleteMinistry,     { owner: 200, admin: 403, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.deleted],
  ['POST /ministerios/participar/:codigo',         call.join,               { owner: 409, admin: 409, member: 409, pending: 409, inactive: 201, outsider: 201, anonymous: 401 }, then.nowPending],
  ['GET /ministerios/:id/situacao',                call.standing,           { owner: 200, admin: 200, member: 200, pending: 200, inactive: 404, outsider: 404, anonymous: 401 }, then.reportsOwnStanding],
  ['DELETE /ministerios/:id/sair',                 call.leave,              { owner: 409, admin: 200, member: 200, pending: 200, inactive: 404, outsider: 404, anonymous: 401 }, then.left],
  ['POST /ministerios/:id/transferir',            call.transferOwnership,  { owner: 200, admin: 403, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.ownershipTransferred],
  ['POST /ministerios/:id/codigo-acesso',          call.newAccessCode,      { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.codeReplaced],
  ['GET /ministerios/:id/estatisticas',            call.statistics,         { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.countsActiveMembers],
  ['GET /ministerios/:id/membros',                 call.members,            { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.seesMembersOfTheirRank],
  ['GET /ministerios/:id/membros?status=PENDENTE', call.pendingMembers,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.seesOnlyPending],
  ['GET /ministerios/:id/membros?status=INATIVO',  call.inactiveMembers,    { owner: 200, admin: 403, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.seesOnlyInactive],
  ['PUT /membros/:id {status} (approve pending)',  call.approvePending,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.pendingApproved],
  ['PUT /membros/:id {status} (reactivate)',       call.reactivateInactive, { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.inactiveReactivated],
  ['PUT /membros/:id {admin:true} (member)',       call.grantAdmin,         { owner: 200, admin: 403, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.memberPromoted],
  ['PUT /membros/:id {admin:false} (admin)',       call.revokeAdmin,        { owner: 200, admin: 403, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.adminDemoted],
  ['DELETE /membros/:id (reject pending)',         call.rejectPending,      { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.pendingRejected],
  ['DELETE /membros/:id (deactivate member)',      call.deactivateMember,   { owner: 200, admin: 403, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.memberDeactivated],
  ['DELETE /membros/:id (remove inactive)',        call.removeInactive,     { owner: 200, admin: 403, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.inactiveRemoved],
  ['DELETE /membros/:id (the owner\'s row)',       call.removeOwner,        { owner: 409, admin: 409, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }],
  ['GET /ministerios/:id/funcoes',                 call.functions,          { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsFunctions],
  ['POST /ministerios/:id/funcoes',                call.createFunction,     { owner: 201, admin: 201, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.functionCreated],
  ['PUT /funcoes/:id',                             call.updateFunction,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.functionUpdated],
  ['DELETE /funcoes/:id',                          call.deleteFunction,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.functionDeleted],
  ['GET /uploads/:name (logo, public)',            call.logo,               { owner: 200, admin: 200, member: 200, pending: 200, inactive: 200, outsider: 200, anonymous: 200 }, then.servesLogo],
  ['GET /musicas?ministerio_id',                   call.listSongs,          { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsTheMinistrysSongs],
  ['GET /musicas (every active ministry)',         call.listAllSongs,       { owner: 200, admin: 200, member: 200, pending: 200, inactive: 200, outsider: 200, anonymous: 401 }, then.listsSongsOfActiveMinistries],
  ['GET /musicas/busca?termo&ministerio_id',       call.searchSongs,        { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsTheMinistrysSongs],
  ['GET /musicas/busca?termo (every active one)',  call.searchAllSongs,     { owner: 200, admin: 200, member: 200, pending: 200, inactive: 200, outsider: 200, anonymous: 401 }, then.listsSongsOfActiveMinistries],
  ['GET /musicas/:id',                             call.getSong,            { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.showsSong],
  ['POST /musicas',                                call.createSong,         { owner: 201, admin: 201, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.songCreated],
  ['PUT /musicas/:id {tom}',                       call.updateSong,         { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.songUpdated],
  ['DELETE /musicas/:id',                          call.deleteSong,         { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.songDeleted],
  ['GET /musicas/busca-deezer?q&ministerio_id',    call.searchDeezer,       { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.searchedDeezer],
  ['GET /musicas/busca-deezer?q (no ministry)',    call.searchDeezerAll,    { owner: 200, admin: 200, member: 200, pending: 200, inactive: 200, outsider: 200, anonymous: 401 }, then.searchedDeezer],
  ['GET /ministerios/:id/tons-membros?musicas',    call.memberSongKeys,     { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.showsMemberSongKeys],
  ['PUT /ministerios/:id/musicas/:id/meu-tom',     call.saveMySongKey,      { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.mySongKeySaved],
  ['DELETE /ministerios/:id/musicas/:id/meu-tom',  call.clearMySongKey,     { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.mySongKeyCleared],
  ['GET /escalas?ministerio_id',                   call.listSchedules,      { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsSchedulesOfTheirRank],
  ['POST /escalas',                                call.createSchedule,     { owner: 201, admin: 201, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.scheduleCreated],
  ['GET /escalas/:id (published)',                 call.getSchedule,        { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.showsSchedule],
  ['GET /escalas/:id (draft)',                     call.getDraft,           { owner: 200, admin: 200, member: 404, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.showsDraft],
  ['PUT /escalas/:id',                             call.updateSchedule,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.scheduleUpdated],
  ['DELETE /escalas/:id',                          call.deleteSchedule,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.scheduleDeleted],
  ['GET /escalas/:id/verificar',                   call.verifyPresence,     { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.reportsPresence],
  ['POST /escalas/:id/confirmar',                  call.confirmPresence,    { owner: 403, admin: 403, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.presenceConfirmed, { owner: 'not_scheduled', admin: 'not_scheduled' }],
  ['POST /escalas/:id/recusar',                    call.declinePresence,    { owner: 403, admin: 403, member: declineAnswer, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.presenceDeclined, { owner: 'not_scheduled', admin: 'not_scheduled', member: 'presence_closed' }],
  ['GET /escalas/:id/substitutos?funcao_id',       call.substitutes,        { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsSubstitutes],
  ['POST /escalas/:id/substituir',                 call.swapMember,         { owner: 409, admin: 409, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, undefined, { owner: swapRefused, admin: swapRefused }],
  ['GET /ministerios/:id/modelos',                 call.templates,          { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }],
  ['POST /escalas/:id/modelo',                     call.keepTemplate,       { owner: 201, admin: 201, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }],
  ['PUT /modelos/:id',                             call.updateTemplate,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }],
  ['DELETE /modelos/:id',                          call.deleteTemplate,     { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }],
  ['POST /modelos/:id/escalas',                    call.draftFromTemplate,  { owner: 201, admin: 201, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }],
  ['POST /modelos/:id/recorrencia',                call.repeatTemplate,     { owner: 201, admin: 201, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }],
  ['POST /modelos/:id/recorrencia/previa',         call.previewRecurrence,  { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.previewsRecurrence],
  ['POST /ministerios/:id/preencher-equipe',       call.autoFillDraft,      { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.teamFilled],
  ['POST /escalas/:id/substituir (open slot)',     call.fillOpenSlot,       { owner: 200, admin: 200, member: 404, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.slotFilled],
  ['GET /ministerios/:id/conflitos?data&horario',  call.scheduleConflicts,  { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsConflicts],
  ['GET /minhas-escalas?ministerio_id',            call.mySchedules,        { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsMySchedules],
  ['GET /minhas-escalas (every active ministry)',  call.myAllSchedules,     { owner: 200, admin: 200, member: 200, pending: 200, inactive: 200, outsider: 200, anonymous: 401 }, then.listsMySchedules],
  ['GET /membros/:id/funcoes',                     call.memberFunctions,    { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsAssignments],
  ['POST /membros/:id/funcoes',                    call.assignFunction,     { owner: 201, admin: 201, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.functionAssigned],
  ['PUT /membro-funcoes/:id',                      call.updateAssignment,   { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.assignmentUpdated],
  ['DELETE /membro-funcoes/:id',                   call.deleteAssignment,   { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.assignmentDeleted],
  ['GET /indisponibilidades/membros/:id',          call.memberUnavailability, { owner: 200, admin: 200, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsUnavailability],
  ['POST /indisponibilidades (the member\'s own)',  call.createUnavailability, { owner: 403, admin: 403, member: 201, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.unavailabilityCreated],
  ['PUT /indisponibilidades/:id',                  call.updateUnavailability, { owner: 403, admin: 403, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.unavailabilityUpdated],
  ['DELETE /indisponibilidades/:id',               call.deleteUnavailability, { owner: 403, admin: 403, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.unavailabilityDeleted],
  ['GET /ministerios/:id/indisponiveis?data',      call.unavailableOn,      { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.listsUnavailableMembers],
  ['GET /relatorios/participacao',                 call.participationReport, { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.reportsParticipation],
  ['GET /relatorios/musicas',                      call.songsReport,        { owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.reportsSongs],
  ['PUT /membros/:id/preferencias (own only)',     call.setMemberPreferences, { owner: 403, admin: 403, member: 200, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.memberPreferencesSet],
];

/** The error code every refusal of a status carries (409s name their reason; see below). */
const refusalCodes: Partial<Record<number, string>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
};
const isSuccess = (status: number) => status >= 200 && status < 300;

describe('permission matrix: every ministry endpoint × every standing', () => {
  const readOnlyFixture = sharedFixture();

  for (const [endpoint, request, expected, check, codes] of matrix) {
    describe(endpoint, () => {
      const probe = request(nowhere);
      const mutating = probe.method !== 'GET' && !probe.reads;
      const refusalFixture = mutating ? sharedFixture() : readOnlyFixture;

      for (const who of columns) {
        const status = expected[who];
        const changes = mutating && isSuccess(status);
        it(`${who} → ${status}`, async () => {
          const f = changes ? await freshFixture() : await refusalFixture();
          const req = request(f.target);
          const before = await snapshot(f.app);
          const deezerBefore = deezer.calls;
          const res = await send(f, req, who);
          const deezerCalls = deezer.calls - deezerBefore;
          expect(res.statusCode, res.body).toBe(status);
          const code = codes?.[who] ?? refusalCodes[status];
          if (code) expect(res.json<{ error: string }>().error).toBe(code);
          if (!isSuccess(status)) expect(deezerCalls, 'a refusal reaches Deezer').toBe(0);
          const after = await snapshot(f.app);
          if (changes) expect(after).not.toEqual(before);
          else expect(after).toEqual(before);
          if (isSuccess(status)) await check?.({ f, who, res, deezerCalls });
        });
      }
    });
  }

  describe('409s say why', () => {
    const fixture = sharedFixture();
    it.each([
      ['owner', 'POST /ministerios/participar/:codigo', 'already_member', call.join],
      ['admin', 'POST /ministerios/participar/:codigo', 'already_member', call.join],
      ['member', 'POST /ministerios/participar/:codigo', 'already_member', call.join],
      ['pending', 'POST /ministerios/participar/:codigo', 'request_pending', call.join],
      ['owner', 'DELETE /ministerios/:id/sair', 'owner_cannot_leave', call.leave],
      ['owner', "DELETE /membros/:id (the owner's row)", 'owner_protected', call.removeOwner],
      ['admin', "DELETE /membros/:id (the owner's row)", 'owner_protected', call.removeOwner],
    ] as const)('%s: %s → 409 %s', async (who, _endpoint, error, request) => {
      const f = await fixture();
      const res = await send(f, request(f.target), who);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ error: string }>().error).toBe(error);
    });
  });
});

// ---------------------------------------------------------------------------------------
// Table 2: broken object-level authorization. The first ministry's owner, admin and member
// aim the same calls at the second ministry's ids, where they have no standing.

type CrossRow = [
  endpoint: string,
  request: (t: Target) => Req,
  expected: Pick<Expected, 'owner' | 'admin' | 'member'>,
];

// prettier-ignore
const crossTenant: CrossRow[] = [
  ['GET /ministerios/:id',                         call.getMinistry,        { owner: 404, admin: 404, member: 404 }],
  ['PUT /ministerios/:id',                         call.renameMinistry,     { owner: 404, admin: 404, member: 404 }],
  ['DELETE /ministerios/:id',                      call.deleteMinistry,     { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/situacao',                call.standing,           { owner: 404, admin: 404, member: 404 }],
  ['DELETE /ministerios/:id/sair',                 call.leave,              { owner: 404, admin: 404, member: 404 }],
  ['POST /ministerios/:id/transferir',            call.transferOwnership,  { owner: 404, admin: 404, member: 404 }],
  ['POST /ministerios/:id/codigo-acesso',          call.newAccessCode,      { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/estatisticas',            call.statistics,         { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/membros',                 call.members,            { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/membros?status=PENDENTE', call.pendingMembers,     { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/membros?status=INATIVO',  call.inactiveMembers,    { owner: 404, admin: 404, member: 404 }],
  ['PUT /membros/:id {status} (approve pending)',  call.approvePending,     { owner: 404, admin: 404, member: 404 }],
  ['PUT /membros/:id {status} (reactivate)',       call.reactivateInactive, { owner: 404, admin: 404, member: 404 }],
  ['PUT /membros/:id {admin:true} (member)',       call.grantAdmin,         { owner: 404, admin: 404, member: 404 }],
  ['PUT /membros/:id {admin:false} (admin)',       call.revokeAdmin,        { owner: 404, admin: 404, member: 404 }],
  ['DELETE /membros/:id (reject pending)',         call.rejectPending,      { owner: 404, admin: 404, member: 404 }],
  ['DELETE /membros/:id (deactivate member)',      call.deactivateMember,   { owner: 404, admin: 404, member: 404 }],
  ['DELETE /membros/:id (remove inactive)',        call.removeInactive,     { owner: 404, admin: 404, member: 404 }],
  ['DELETE /membros/:id (the owner\'s row)',       call.removeOwner,        { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/funcoes',                 call.functions,          { owner: 404, admin: 404, member: 404 }],
  ['POST /ministerios/:id/funcoes',                call.createFunction,     { owner: 404, admin: 404, member: 404 }],
  ['PUT /funcoes/:id',                             call.updateFunction,     { owner: 404, admin: 404, member: 404 }],
  ['DELETE /funcoes/:id',                          call.deleteFunction,     { owner: 404, admin: 404, member: 404 }],
  ['GET /musicas?ministerio_id',                   call.listSongs,          { owner: 404, admin: 404, member: 404 }],
  ['GET /musicas/busca?termo&ministerio_id',       call.searchSongs,        { owner: 404, admin: 404, member: 404 }],
  ['GET /musicas/:id',                             call.getSong,            { owner: 404, admin: 404, member: 404 }],
  ['POST /musicas {ministerio_id}',                call.createSong,         { owner: 404, admin: 404, member: 404 }],
  ['PUT /musicas/:id {tom}',                       call.updateSong,         { owner: 404, admin: 404, member: 404 }],
  ['DELETE /musicas/:id',                          call.deleteSong,         { owner: 404, admin: 404, member: 404 }],
  ['GET /musicas/busca-deezer?q&ministerio_id',    call.searchDeezer,       { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/tons-membros?musicas',    call.memberSongKeys,     { owner: 404, admin: 404, member: 404 }],
  ['PUT /ministerios/:id/musicas/:id/meu-tom',     call.saveMySongKey,      { owner: 404, admin: 404, member: 404 }],
  ['DELETE /ministerios/:id/musicas/:id/meu-tom',  call.clearMySongKey,     { owner: 404, admin: 404, member: 404 }],
  ['GET /escalas?ministerio_id',                   call.listSchedules,      { owner: 404, admin: 404, member: 404 }],
  ['POST /escalas {ministerio_id}',                call.createSchedule,     { owner: 404, admin: 404, member: 404 }],
  ['GET /escalas/:id',                             call.getSchedule,        { owner: 404, admin: 404, member: 404 }],
  ['GET /escalas/:id (draft)',                     call.getDraft,           { owner: 404, admin: 404, member: 404 }],
  ['PUT /escalas/:id',                             call.updateSchedule,     { owner: 404, admin: 404, member: 404 }],
  ['DELETE /escalas/:id',                          call.deleteSchedule,     { owner: 404, admin: 404, member: 404 }],
  ['GET /escalas/:id/verificar',                   call.verifyPresence,     { owner: 404, admin: 404, member: 404 }],
  ['POST /escalas/:id/confirmar',                  call.confirmPresence,    { owner: 404, admin: 404, member: 404 }],
  ['POST /escalas/:id/recusar',                    call.declinePresence,    { owner: 404, admin: 404, member: 404 }],
  ['GET /escalas/:id/substitutos?funcao_id',       call.substitutes,        { owner: 404, admin: 404, member: 404 }],
  ['POST /escalas/:id/substituir',                 call.swapMember,         { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/modelos',                 call.templates,          { owner: 404, admin: 404, member: 404 }],
  ['POST /escalas/:id/modelo',                     call.keepTemplate,       { owner: 404, admin: 404, member: 404 }],
  ['PUT /modelos/:id',                             call.updateTemplate,     { owner: 404, admin: 404, member: 404 }],
  ['DELETE /modelos/:id',                          call.deleteTemplate,     { owner: 404, admin: 404, member: 404 }],
  ['POST /modelos/:id/escalas',                    call.draftFromTemplate,  { owner: 404, admin: 404, member: 404 }],
  ['POST /modelos/:id/recorrencia',                call.repeatTemplate,     { owner: 404, admin: 404, member: 404 }],
  ['POST /modelos/:id/recorrencia/previa',         call.previewRecurrence,  { owner: 404, admin: 404, member: 404 }],
  ['POST /ministerios/:id/preencher-equipe',       call.autoFillDraft,      { owner: 404, admin: 404, member: 404 }],
  ['POST /escalas/:id/substituir (open slot)',     call.fillOpenSlot,       { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/conflitos',               call.scheduleConflicts,  { owner: 404, admin: 404, member: 404 }],
  ['GET /minhas-escalas?ministerio_id',            call.mySchedules,        { owner: 404, admin: 404, member: 404 }],
  ['GET /membros/:id/funcoes',                     call.memberFunctions,    { owner: 404, admin: 404, member: 404 }],
  ['POST /membros/:id/funcoes',                    call.assignFunction,     { owner: 404, admin: 404, member: 404 }],
  ['PUT /membro-funcoes/:id',                      call.updateAssignment,   { owner: 404, admin: 404, member: 404 }],
  ['DELETE /membro-funcoes/:id',                   call.deleteAssignment,   { owner: 404, admin: 404, member: 404 }],
  ['GET /indisponibilidades/membros/:id',          call.memberUnavailability, { owner: 404, admin: 404, member: 404 }],
  ['POST /indisponibilidades {membro_id}',         call.createUnavailability, { owner: 404, admin: 404, member: 404 }],
  ['PUT /indisponibilidades/:id',                  call.updateUnavailability, { owner: 404, admin: 404, member: 404 }],
  ['DELETE /indisponibilidades/:id',               call.deleteUnavailability, { owner: 404, admin: 404, member: 404 }],
  ['GET /ministerios/:id/indisponiveis',           call.unavailableOn,      { owner: 404, admin: 404, member: 404 }],
  ['GET /relatorios/participacao',                 call.participationReport, { owner: 404, admin: 404, member: 404 }],
  ['GET /relatorios/musicas',                      call.songsReport,        { owner: 404, admin: 404, member: 404 }],
  ['PUT /membros/:id/preferencias',                call.setMemberPreferences, { owner: 404, admin: 404, member: 404 }],
];

/** The second ministry as its own people see it, after a cross-tenant call. */
async function expectSecondMinistryIntact(f: Fixture) {
  const t = f.otherTarget!;
  const shown = await f.app.inject({
    ...call.getMinistry(t),
    headers: bearer(f.other.owner.token),
  });
  expect(shown.statusCode).toBe(200);
  expect(shown.json<Ministry>().nome).toBe('Outro Ministério');
  const status = async (id: number) => {
    const row = await f.app.repos.members.findById(id);
    return row && { status: row.status, admin: row.admin };
  };
  expect(await status(t.ownerRowId)).toEqual({ status: 'ATIVO', admin: 1 });
  expect(await status(t.adminId)).toEqual({ status: 'ATIVO', admin: 1 });
  expect(await status(t.memberId)).toEqual({ status: 'ATIVO', admin: 0 });
  expect(await status(t.pendingId)).toEqual({ status: 'PENDENTE', admin: 0 });
  expect(await status(t.inactiveId)).toEqual({ status: 'INATIVO', admin: 0 });
  const functions = await f.app.repos.functions.list(t.ministryId);
  expect(functions).toHaveLength(18);
  expect(functions.find((fn) => fn.id === t.functionId)?.descricao).toBe('');
  expect(await f.app.repos.songs.findById(t.songId)).toMatchObject({
    ministry_id: t.ministryId,
    nome: songNames.second,
    tom: null,
  });
  expect(await f.app.repos.songs.count(t.ministryId)).toBe(1);
  const schedule = await f.app.repos.schedules.findById(t.scheduleId);
  expect(schedule).toMatchObject({ ministry_id: t.ministryId, titulo: 'Culto de Domingo' });
  expect(await f.app.repos.schedules.scheduledMember(t.scheduleId, t.memberId)).toEqual(
    expect.objectContaining({ confirmado: 0 }),
  );
  expect(await keysOfMember(f, t.memberId)).toEqual([{ song_id: t.songId, tom: otherSavedKey }]);
}

describe('broken object-level authorization: calls aimed at another ministry answer 404', () => {
  const readOnlyFixture = sharedFixture({ crossTenant: true });

  for (const [endpoint, request, expected] of crossTenant) {
    describe(endpoint, () => {
      const probe = request(nowhere);
      const mutating = probe.method !== 'GET' && !probe.reads;
      const fixture = mutating ? sharedFixture({ crossTenant: true }) : readOnlyFixture;

      for (const who of ['owner', 'admin', 'member'] as const) {
        it(`${who} of the first ministry → ${expected[who]}`, async () => {
          const f = await fixture();
          const before = await snapshot(f.app);
          const deezerBefore = deezer.calls;
          const res = await send(f, request(f.otherTarget!), who);
          expect(res.statusCode, res.body).toBe(expected[who]);
          // Indistinguishable from an id that does not exist: nothing to probe.
          const missing = await send(f, request(nowhere), who);
          expect(res.json()).toEqual(missing.json());
          expect(deezer.calls, 'a refusal reaches Deezer').toBe(deezerBefore);
          expect(await snapshot(f.app)).toEqual(before);
          await expectSecondMinistryIntact(f);
        });
      }
    });
  }

  it('a function body naming the other ministry does not move the write there', async () => {
    const f = await freshFixture({ crossTenant: true });
    const { method, url } = call.createFunction(f.target);
    const res = await send(
      f,
      {
        method,
        url,
        payload: { nome: 'Cajón', icone: 'cajon', ministerio_id: f.other.ministry.id },
      },
      'owner',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('ministry_mismatch');
    await expectSecondMinistryIntact(f);
    const names = (await f.app.repos.functions.list(f.ministry.id)).map((fn) => fn.nome);
    expect(names).not.toContain('Cajón');
  });

  it('a song edit naming the other ministry does not move the song there', async () => {
    const f = await freshFixture({ crossTenant: true });
    const { method, url } = call.updateSong(f.target);
    const res = await send(
      f,
      { method, url, payload: { tom: 'G', ministerio_id: f.other.ministry.id } },
      'owner',
    );
    // The edit schema has no ministerio_id: the field is ignored, the rest applies.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Song>()).toMatchObject({ ministerio_id: f.ministry.id, tom: 'G' });
    expect((await f.app.repos.songs.findById(f.target.songId))?.ministry_id).toBe(f.ministry.id);
    await expectSecondMinistryIntact(f);
  });
});
