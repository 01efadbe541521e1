import {
  ACTIVE_MEMBERS,
  addDays,
  createSongRequestSchema,
  createUnavailabilityRequestSchema,
  defaultFunctionNames,
  emptyLists,
  MANAGERS,
  newSongValues,
  registerRequestSchema,
  saveScheduleRequestSchema,
  drawAccessCode,
  weekday,
} from '@levita/contracts';
import { hashPassword } from '../auth/passwords';
import { todayIn } from '../calendar/today';
import { startingFunctions } from '../ministries/starting-functions';
import type { Repositories } from '../plugins/app/services';
import type { Guard } from '../db/write-transaction';
import type { PlannedSave } from '../repositories/schedules-repository';
import { prepareSave, sourcesIn } from '../schedules/prepare-save';
import {
  DEMO_MINISTRY,
  DEMO_PASSWORD,
  demoLogins,
  demoPeople,
  type DemoPerson,
  type DemoPersonKey,
  type DemoSchedule,
  demoSchedules,
  demoSongs,
  demoUnavailability,
} from './demo-data';

/** The demo team is Brazilian: its ministry and functions are named as a pt-BR sign-up would. */
const LOCALE = 'pt-BR';

export type DemoSeed =
  | { seeded: false }
  | {
      seeded: true;
      ministryId: number;
      /** E-mail and name of the printed accounts. */
      logins: Record<keyof typeof demoLogins, { nome: string; email: string }>;
      password: string;
    };

/**
 * Seeds the demo ministry (demo-data.ts) through the repositories and the rules the routes
 * apply: sign-up's field rules and argon2 hash, a new ministry's starting functions, the song
 * contract (search columns, song_count), prepareSave's checks for every schedule, answers as
 * members give them. Only into a database without users: anything else is someone's data,
 * and running it again must not add a second team. No schedule e-mail is queued (no
 * AfterScheduleWrite is passed); reminders follow the product's rules later on.
 *
 * `today` is the ministry's calendar date: past schedules are dated before it, coming ones
 * after it.
 */
export async function seedDemo(
  repos: Repositories,
  { timeZone, today = todayIn(timeZone) }: { timeZone: string; today?: string },
): Promise<DemoSeed> {
  if (await repos.users.hasAny()) return { seeded: false };

  const userIds = await createPeople(repos);
  const ownerId = userIds.get(demoLogins.owner)!;
  const ministryId = await repos.ministries.create({
    nome: DEMO_MINISTRY,
    aceitandoMembros: true,
    ownerId,
    codigoAcesso: drawAccessCode(),
    logo: undefined,
    functions: startingFunctions(LOCALE),
  });
  // The owner approves, assigns and builds the schedules, as the screens would.
  const owner: Guard = { userId: ownerId, allowed: MANAGERS };
  const memberIds = await joinTeam(repos, ministryId, userIds, owner);
  const songIds = await createSongs(repos, ministryId, owner);

  const lastSunday = addDays(today, -(weekday(today) || 7));
  const nextSunday = addDays(today, 7 - weekday(today));
  const { member, from, to, justificativa } = demoUnavailability;
  const period = createUnavailabilityRequestSchema.parse({
    membro_id: memberIds.get(member),
    data_inicio: addDays(nextSunday, from),
    data_fim: addDays(nextSunday, to),
    justificativa,
  });
  await repos.unavailabilities.create(
    ministryId,
    period.membro_id,
    {
      data_inicio: period.data_inicio,
      data_fim: period.data_fim,
      justificativa: period.justificativa,
    },
    { userId: userIds.get(member)!, allowed: ACTIVE_MEMBERS },
  );

  const functionIds = await functionsByKey(repos, ministryId);
  for (const schedule of demoSchedules) {
    const anchor = schedule.date.from === 'lastSunday' ? lastSunday : nextSunday;
    await createSchedule(repos, ministryId, schedule, addDays(anchor, schedule.date.days), {
      owner,
      userIds,
      memberIds,
      songIds,
      functionIds,
    });
  }

  const login = (key: DemoPersonKey) => ({
    nome: demoPeople[key].nome,
    email: demoPeople[key].email,
  });
  return {
    seeded: true,
    ministryId,
    logins: {
      owner: login(demoLogins.owner),
      admin: login(demoLogins.admin),
      member: login(demoLogins.member),
    },
    password: DEMO_PASSWORD,
  };
}

/** Accounts as sign-up makes them: its field rules, then an argon2 hash each. */
async function createPeople(repos: Repositories) {
  const ids = new Map<DemoPersonKey, number>();
  for (const [key, person] of Object.entries(demoPeople) as [DemoPersonKey, DemoPerson][]) {
    const signUp = registerRequestSchema.parse({ ...person, senha: DEMO_PASSWORD });
    const user = await repos.users.create({
      nome: signUp.nome,
      email: signUp.email,
      telefone: signUp.telefone,
      passwordHash: await hashPassword(signUp.senha),
      idioma: LOCALE,
    });
    ids.set(key, user.id);
  }
  return ids;
}

/**
 * Everyone but the owner asks to join and is approved (admins made so), as the members
 * screen does; then each gets their functions, the first one principal.
 */
async function joinTeam(
  repos: Repositories,
  ministryId: number,
  userIds: Map<DemoPersonKey, number>,
  owner: Guard,
) {
  const functionIds = await functionsByKey(repos, ministryId);
  const memberIds = new Map<DemoPersonKey, number>();
  for (const [key, person] of Object.entries(demoPeople) as [DemoPersonKey, DemoPerson][]) {
    const userId = userIds.get(key)!;
    if (person.role !== 'owner') {
      await repos.members.requestAccess(ministryId, userId);
      const pending = await repos.members.find(ministryId, userId);
      await repos.members.change(ministryId, pending!.id, owner, () => ({
        status: 'ATIVO',
        admin: person.role === 'admin',
      }));
    }
    const { id } = (await repos.members.find(ministryId, userId))!;
    memberIds.set(key, id);
    for (const [index, fn] of person.functions.entries())
      await repos.memberFunctions.create(
        ministryId,
        id,
        { function_id: functionIds.get(fn)!, principal: index === 0, observacoes: null },
        owner,
      );
  }
  return memberIds;
}

/** The ministry's starting functions by their key (vocalist, drums, ...). */
async function functionsByKey(repos: Repositories, ministryId: number) {
  const names = defaultFunctionNames[LOCALE];
  const byName = new Map(
    (await repos.functions.list(ministryId)).map((fn) => [fn.nome, fn.id] as const),
  );
  return new Map(
    (Object.keys(names) as (keyof typeof names)[]).map((key) => [key, byName.get(names[key])!]),
  );
}

/** Songs through the song contract, as POST /musicas stores them. */
async function createSongs(repos: Repositories, ministryId: number, owner: Guard) {
  const ids = new Map<string, number>();
  for (const song of demoSongs) {
    const body = createSongRequestSchema.parse({ ministerio_id: ministryId, ...song });
    const created = await repos.songs.create(ministryId, newSongValues(body), owner);
    ids.set(song.nome, created.id);
  }
  return ids;
}

interface Lookups {
  owner: Guard;
  userIds: Map<DemoPersonKey, number>;
  memberIds: Map<DemoPersonKey, number>;
  songIds: Map<string, number>;
  functionIds: Awaited<ReturnType<typeof functionsByKey>>;
}

/**
 * A schedule checked by prepareSave like any save (songs of the repertoire, active members in
 * functions they hold, nobody unavailable), published or a draft; then the members' answers
 * while it was open; a past one is then marked finished, keeping them.
 */
async function createSchedule(
  repos: Repositories,
  ministryId: number,
  schedule: DemoSchedule,
  data: string,
  { owner, userIds, memberIds, songIds, functionIds }: Lookups,
) {
  const songId = (titulo: string) => {
    const id = songIds.get(titulo);
    if (id === undefined) throw new Error(`demo schedule names an unknown song: ${titulo}`);
    return id;
  };
  const body = saveScheduleRequestSchema.parse({
    ministerio_id: ministryId,
    titulo: schedule.titulo,
    data,
    horario: schedule.horario,
    local: schedule.local,
    observacoes: schedule.observacoes ?? '',
    publicada: schedule.state !== 'draft',
    responsavel_id: memberIds.get(schedule.lineup[0]![0]),
    musicas_escaladas: schedule.songs.map((entry, index) =>
      typeof entry === 'string'
        ? { musica_id: songId(entry), ordem: index + 1 }
        : { musica_id: songId(entry[0]), ordem: index + 1, tom_alterado: entry[1] },
    ),
    membros_escalados: schedule.lineup.flatMap(([key, functions]) =>
      functions.map((fn) => ({ membro_id: memberIds.get(key)!, funcao_id: functionIds.get(fn)! })),
    ),
  });
  let planned: PlannedSave | undefined;
  const scheduleId = await repos.schedules.create(ministryId, owner, async (trx) => {
    planned = await prepareSave(sourcesIn(repos, trx), ministryId, body, emptyLists(), LOCALE);
    return planned;
  });

  for (const [key] of schedule.lineup) {
    const reason = schedule.declined?.[key];
    const confirmed = schedule.confirmed === 'all' || schedule.confirmed.includes(key);
    if (reason === undefined && !confirmed) continue;
    // Each member answers once, before the day (the route's rule for a first answer).
    await repos.schedules.answer(
      { id: scheduleId, ministry_id: ministryId },
      { userId: userIds.get(key)! },
      reason === undefined ? { confirm: true } : { confirm: false, motivo: reason },
      (previous) => previous === 'PENDENTE',
    );
  }

  const { values, songs, members } = planned!;
  if (schedule.state === 'finished')
    await repos.schedules.replace(
      { id: scheduleId, ministry_id: ministryId },
      owner,
      undefined,
      async () => ({
        values: { ...values, finalizada: true },
        songs,
        members,
      }),
    );
}

/** What start-up prints after seeding: where to go and how to sign in, in both languages. */
export function demoAnnouncement(seed: DemoSeed, appUrl: string): string {
  if (!seed.seeded)
    return 'Demo not seeded: the database already has data / Demo não criada: o banco de dados já tem dados.';
  const { owner, admin, member } = seed.logins;
  return [
    '',
    `Demo ready / Demo pronta: ${appUrl}`,
    `  Owner / Dono:          ${owner.email}`,
    `  Admin / Administrador: ${admin.email}`,
    `  Member / Membro:       ${member.email}`,
    `  Password / Senha:      ${seed.password}`,
    '',
  ].join('\n');
}
