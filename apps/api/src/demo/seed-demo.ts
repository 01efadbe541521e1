import {
  ACTIVE_MEMBERS,
  addDays,
  createSongRequestSchema,
  createUnavailabilityRequestSchema,
  defaultFunctionNames,
  emptyLists,
  MANAGERS,
  newSongValues,
  planMemberRemoval,
  planMemberUpdate,
  registerRequestSchema,
  saveScheduleRequestSchema,
  updateMySongKeyRequestSchema,
  drawAccessCode,
  weekday,
  type MemberChangeRefusal,
} from '@levita/contracts';
import {
  DEMO_PASSWORD,
  demoMinistries,
  demoMinistry,
  demoPeople,
  demoPerson,
  demoSignIns,
  type DemoMinistry,
  type DemoPersonKey,
  type DemoSong,
} from '@levita/contracts/demo';
import { z } from 'zod/mini';
import { hashPassword } from '../auth/passwords';
import { todayIn } from '../calendar/today';
import { startingFunctions } from '../ministries/starting-functions';
import type { Repositories } from '../plugins/app/services';
import type { Guard } from '../db/write-transaction';
import type { MemberChange, MemberChangeFacts } from '../repositories/members-repository';
import type { PlannedSave } from '../repositories/schedules-repository';
import { prepareSave, sourcesIn } from '../schedules/prepare-save';
import { type DemoSchedule, demoSchedules, demoUnavailability } from './demo-schedules';

/** The demo team is Brazilian: its ministries and functions are named as a pt-BR sign-up would. */
const LOCALE = 'pt-BR';

/** The accounts printed at start-up, one per standing of the demo ministry. */
const printedLogins = {
  owner: demoSignIns.PROPRIETARIO,
  admin: demoSignIns.ADMIN,
  member: demoSignIns.MEMBRO,
};

export type DemoSeed =
  | { seeded: false }
  | {
      seeded: true;
      /** The demo ministry's id ("Ministério de Louvor", with the schedules). */
      ministryId: number;
      /** E-mail and name of the printed accounts. */
      logins: Record<keyof typeof printedLogins, { nome: string; email: string }>;
      password: string;
    };

/**
 * Seeds the product's demo world (`@levita/contracts/demo`: the mock API's people, ministries,
 * songs and password) and the demo ministry's schedules (demo-schedules.ts) through the
 * repositories and the rules the routes apply: sign-up's field rules and argon2 hash, a new
 * ministry's starting functions, the membership rules of approving, granting admin and
 * deactivating, the song contract (search columns, song_count), prepareSave's checks for
 * every schedule, answers as members give them. Only into a database without users: anything
 * else is someone's data, and running it again must not add a second team. No e-mail is queued
 * (no AfterScheduleWrite is passed); reminders follow the product's rules later on.
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
  const teams = new Map<DemoMinistry, Team>();
  for (const ministry of demoMinistries)
    teams.set(ministry, await createMinistry(repos, ministry, userIds));
  const { ministryId, owner, memberIds, songIds, functionIds } = teams.get(demoMinistry)!;

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

  const login = (key: DemoPersonKey) => {
    const { nome, email } = demoPerson(key);
    return { nome, email };
  };
  return {
    seeded: true,
    ministryId,
    logins: {
      owner: login(printedLogins.owner),
      admin: login(printedLogins.admin),
      member: login(printedLogins.member),
    },
    password: DEMO_PASSWORD,
  };
}

/** Sign-up's rules for a person without a phone: Google sign-in makes such accounts. */
const withoutPhoneSchema = z.omit(registerRequestSchema, { telefone: true });

/** Accounts as sign-up makes them: its field rules, then an argon2 hash each. */
async function createPeople(repos: Repositories) {
  const ids = new Map<DemoPersonKey, number>();
  for (const person of demoPeople) {
    const signUp =
      person.telefone === null
        ? { ...withoutPhoneSchema.parse({ ...person, senha: DEMO_PASSWORD }), telefone: null }
        : registerRequestSchema.parse({ ...person, senha: DEMO_PASSWORD });
    const user = await repos.users.create({
      nome: signUp.nome,
      email: signUp.email,
      telefone: signUp.telefone,
      passwordHash: await hashPassword(signUp.senha),
      idioma: LOCALE,
    });
    ids.set(person.key, user.id);
  }
  return ids;
}

interface Team {
  ministryId: number;
  /** The owner's guard: they approve, assign and build the schedules, as the screens would. */
  owner: Guard;
  memberIds: Map<DemoPersonKey, number>;
  songIds: Map<string, number>;
  functionIds: Awaited<ReturnType<typeof functionsByKey>>;
}

/**
 * A ministry as its owner builds it: created with the starting functions, open while the
 * others ask to join and are answered (approved, made admins, left waiting or, after taking
 * their functions, deactivated), each given their functions with the first one principal; then
 * its songs and the keys its singers saved, and closed to requests when the demo says so.
 */
async function createMinistry(
  repos: Repositories,
  ministry: DemoMinistry,
  userIds: Map<DemoPersonKey, number>,
): Promise<Team> {
  const founder = ministry.members.find((member) => member.standing === 'PROPRIETARIO')!;
  const ownerId = userIds.get(founder.person)!;
  const ministryId = await repos.ministries.create({
    nome: ministry.nome,
    aceitandoMembros: true,
    ownerId,
    codigoAcesso: drawAccessCode(),
    logo: undefined,
    functions: startingFunctions(LOCALE),
  });
  const owner: Guard = { userId: ownerId, allowed: MANAGERS };
  const functionIds = await functionsByKey(repos, ministryId);
  const memberIds = new Map<DemoPersonKey, number>();

  for (const { person, standing, functions } of ministry.members) {
    const userId = userIds.get(person)!;
    if (standing !== 'PROPRIETARIO') await repos.members.requestAccess(ministryId, userId);
    const { id } = (await repos.members.find(ministryId, userId))!;
    memberIds.set(person, id);
    if (standing === 'PENDENTE') continue;
    const change = (plan: (facts: MemberChangeFacts) => MemberChange) =>
      repos.members.change(ministryId, id, owner, plan);
    if (standing !== 'PROPRIETARIO')
      await change((now) => allowed(planMemberUpdate(factsOf(now), { status: 'ATIVO' })));
    if (standing === 'ADMIN')
      await change((now) => allowed(planMemberUpdate(factsOf(now), { admin: true })));
    for (const [index, fn] of functions.entries()) {
      const assigned = await repos.memberFunctions.create(
        ministryId,
        id,
        { function_id: functionIds.get(fn)!, principal: index === 0, observacoes: null },
        owner,
      );
      if ('refused' in assigned)
        throw new Error(`demo: ${person} cannot hold ${fn} (${JSON.stringify(assigned.refused)})`);
    }
    if (standing === 'INATIVO')
      await change((now) => {
        const removal = planMemberRemoval(factsOf(now));
        if (removal.refused) throw refusedChange(removal.refused);
        // An active member is deactivated, not removed: the row stays, as DELETE /membros keeps it.
        return { status: 'INATIVO', admin: false };
      });
  }

  const songIds = await createSongs(repos, ministryId, ministry.songs, owner);
  // Each singer saves their own key, as the song's page lets them.
  for (const { person, song, tom } of ministry.songKeys) {
    const songId = songIds.get(song);
    if (songId === undefined) throw new Error(`demo: ${person} saves a key of an unknown song`);
    await repos.memberSongKeys.save(
      { id: songId, ministry_id: ministryId },
      { userId: userIds.get(person)!, allowed: ACTIVE_MEMBERS },
      updateMySongKeyRequestSchema.parse({ tom }).tom,
    );
  }
  if (!ministry.aceitandoMembros)
    await repos.ministries.update(ministryId, { aceitandoMembros: false }, owner);
  return { ministryId, owner, memberIds, songIds, functionIds };
}

const factsOf = (now: MemberChangeFacts) => ({ ...now, ownerId: now.ministry.proprietario_id });

/** The changes of an update the membership rules allow; the demo breaking them is a bug. */
function allowed(update: ReturnType<typeof planMemberUpdate>): Exclude<MemberChange, 'remove'> {
  if (update.refused) throw refusedChange(update.refused);
  return update.changes;
}

const refusedChange = (refusal: MemberChangeRefusal) =>
  new Error(`demo: a membership change was refused (${refusal.error})`);

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
async function createSongs(
  repos: Repositories,
  ministryId: number,
  songs: readonly DemoSong[],
  owner: Guard,
) {
  const ids = new Map<string, number>();
  for (const { link_cifra, link_letra, ...song } of songs) {
    const body = createSongRequestSchema.parse({
      ministerio_id: ministryId,
      ...song,
      links: { cifra: link_cifra, letra: link_letra },
    });
    const created = await repos.songs.create(ministryId, newSongValues(body), owner);
    ids.set(song.nome, created.id);
  }
  return ids;
}

interface Lookups extends Omit<Team, 'ministryId'> {
  userIds: Map<DemoPersonKey, number>;
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
