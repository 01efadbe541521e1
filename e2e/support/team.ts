// What a ministry holds besides its people, set up through the API for a journey: songs,
// functions assigned to members, unavailability and schedules.
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import {
  type Account,
  addActiveMember,
  bearer,
  createMinistryFor,
  type MinistryRef,
  personWithPage,
} from './people';
import { E2E_TIME_ZONE } from './time-zone';

async function created<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T;
}

/** A song in the ministry's repertoire, made by an admin; gives its id. */
export async function createSong(
  request: APIRequestContext,
  admin: Account,
  ministryId: number,
  song: {
    nome: string;
    artista: string;
    tom?: string;
    bpm?: number;
    duracao?: number;
    capa_url?: string;
    /** The chord chart, in ChordPro or chords over lyrics. */
    cifra?: string;
  },
): Promise<number> {
  const answer = await request.post('/api/musicas', {
    headers: bearer(admin),
    data: { ministerio_id: ministryId, ...song },
  });
  return (await created<{ id: number }>(answer)).id;
}

interface MemberRow {
  id: number;
  usuario: { email: string };
}

/** The member row (membro id) of an account in a ministry. */
export async function memberIdOf(
  request: APIRequestContext,
  ministryId: number,
  admin: Account,
  account: Account,
): Promise<number> {
  const answer = await request.get(`/api/ministerios/${ministryId}/membros`, {
    headers: bearer(admin),
  });
  expect(answer.status()).toBe(200);
  const row = ((await answer.json()) as MemberRow[]).find(
    (member) => member.usuario.email === account.email,
  );
  if (!row) throw new Error(`${account.email} is not a member of ministry ${ministryId}`);
  return row.id;
}

/** The id of one of the ministry's functions (the 18 defaults have pt-BR names). */
export async function functionIdOf(
  request: APIRequestContext,
  ministryId: number,
  admin: Account,
  nome: string,
): Promise<number> {
  const answer = await request.get(`/api/ministerios/${ministryId}/funcoes`, {
    headers: bearer(admin),
  });
  expect(answer.status()).toBe(200);
  const found = ((await answer.json()) as { id: number; nome: string }[]).find(
    (fn) => fn.nome === nome,
  );
  if (!found) throw new Error(`Ministry ${ministryId} has no function "${nome}"`);
  return found.id;
}

/** Gives a member a function of the ministry. */
export async function assignFunction(
  request: APIRequestContext,
  admin: Account,
  memberId: number,
  funcaoId: number,
  principal = false,
): Promise<void> {
  await created(
    await request.post(`/api/membros/${memberId}/funcoes`, {
      headers: bearer(admin),
      data: { funcao_id: funcaoId, principal, observacoes: '' },
    }),
  );
}

/** A period the member cannot serve, recorded by the member ('yyyy-MM-dd', both included). */
export async function addUnavailability(
  request: APIRequestContext,
  member: Account,
  memberId: number,
  period: { from: string; to: string; reason: string },
): Promise<void> {
  await created(
    await request.post('/api/indisponibilidades', {
      headers: bearer(member),
      data: {
        membro_id: memberId,
        data_inicio: period.from,
        data_fim: period.to,
        justificativa: period.reason,
      },
    }),
  );
}

export interface ScheduleSeed {
  titulo: string;
  data: string;
  horario?: string;
  publicada?: boolean;
  finalizada?: boolean;
  musicas_escaladas?: { musica_id: number; tom_alterado?: string }[];
  membros_escalados?: { membro_id: number; funcao_id: number }[];
}

/** A schedule made through the API by an admin; gives its id. */
export async function createSchedule(
  request: APIRequestContext,
  admin: Account,
  ministryId: number,
  schedule: ScheduleSeed,
): Promise<number> {
  const answer = await request.post('/api/escalas', {
    headers: bearer(admin),
    data: { ministerio_id: ministryId, horario: '19:00', ...schedule },
  });
  return (await created<{ id: number }>(answer)).id;
}

/** 'yyyy-MM-dd' of today in the run's zone (the day the server and the pages call today). */
export function localDay(offsetDays = 0): string {
  // en-CA writes dates as yyyy-MM-dd.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: E2E_TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

export interface Person {
  page: Page;
  account: Account;
}

export interface Band {
  ministry: MinistryRef;
  /** Ana, the owner. */
  owner: Person;
  /** Plays the acoustic guitar (Violão, principal). */
  bruno: Person;
  /** Sings (Vocal, principal). */
  carla: Person;
  /** Plays the drums (Bateria, principal). */
  davi: Person;
  /** Each member's row id in the ministry. */
  memberIds: { bruno: number; carla: number; davi: number };
  /** The three functions' ids. */
  functionIds: { violao: number; vocal: number; bateria: number };
}

/** A new ministry owned by Ana with three active members, each in a principal function. */
export async function bandOfThree(browser: Browser, request: APIRequestContext): Promise<Band> {
  const owner = await personWithPage(browser, request, 'Ana');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const bruno = await personWithPage(browser, request, 'Bruno');
  const carla = await personWithPage(browser, request, 'Carla');
  const davi = await personWithPage(browser, request, 'Davi');
  for (const member of [bruno, carla, davi])
    await addActiveMember(request, ministry, owner.account, member.account);

  const memberId = (person: Person) =>
    memberIdOf(request, ministry.id, owner.account, person.account);
  const functionId = (nome: string) => functionIdOf(request, ministry.id, owner.account, nome);
  const memberIds = {
    bruno: await memberId(bruno),
    carla: await memberId(carla),
    davi: await memberId(davi),
  };
  const functionIds = {
    violao: await functionId('Violão'),
    vocal: await functionId('Vocal'),
    bateria: await functionId('Bateria'),
  };
  await assignFunction(request, owner.account, memberIds.bruno, functionIds.violao, true);
  await assignFunction(request, owner.account, memberIds.carla, functionIds.vocal, true);
  await assignFunction(request, owner.account, memberIds.davi, functionIds.bateria, true);
  return { ministry, owner, bruno, carla, davi, memberIds, functionIds };
}
