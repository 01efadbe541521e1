import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { isoNow } from '../src/db/clock';
import type { FunctionRow } from '../src/repositories/functions-repository';
import { signedIn } from './accounts-fixtures';
import { approve, createMinistry, deactivate, makeAdmin, requestAccess } from './ministry-fixtures';
import { call, createSong } from './song-fixtures';

export interface ScheduleRows {
  titulo: string;
  data: string;
  horario: string;
  publicada?: boolean;
  finalizada?: boolean;
  songs?: { songId: number; tomAlterado?: string }[];
  members?: {
    memberId: number;
    confirmado?: boolean;
    /** A decline's reason: the member said they could not come. */
    recusado?: string;
    functions: FunctionRow[];
  }[];
}

/**
 * A schedule written straight to the tables, as the schedules API stores one: songs in
 * order and each member's functions with the name and icon they had that day.
 */
export async function insertSchedule(
  app: FastifyInstance,
  ministryId: number,
  schedule: ScheduleRows,
): Promise<number> {
  const now = isoNow();
  const { id } = await app.db
    .insertInto('schedules')
    .values({
      ministry_id: ministryId,
      titulo: schedule.titulo,
      data: schedule.data,
      horario: schedule.horario,
      local: null,
      observacoes: null,
      publicada: schedule.publicada ? 1 : 0,
      finalizada: schedule.finalizada ? 1 : 0,
      responsavel_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, song] of (schedule.songs ?? []).entries())
    await app.db
      .insertInto('schedule_songs')
      .values({
        schedule_id: id,
        song_id: song.songId,
        ordem: index + 1,
        tom_alterado: song.tomAlterado ?? null,
      })
      .execute();
  for (const member of schedule.members ?? []) {
    const scheduled = await app.db
      .insertInto('schedule_members')
      .values({
        schedule_id: id,
        member_id: member.memberId,
        confirmado: member.confirmado ? 1 : 0,
        confirmado_em: member.confirmado ? now : null,
        recusado_em: member.recusado ? now : null,
        motivo_recusa: member.recusado ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const fn of member.functions)
      await app.db
        .insertInto('schedule_member_functions')
        .values({
          schedule_member_id: scheduled.id,
          function_id: fn.id,
          funcao_nome: fn.nome,
          funcao_icone: fn.icone,
          observacao: null,
        })
        .execute();
  }
  return id;
}

/** A signed-in user named `nome` (accents and all) with a plain e-mail address. */
const person = (app: FastifyInstance, nome: string) =>
  signedIn(app, {
    nome,
    email: `${nome
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase()}@example.com`,
  });

/** The ministry's functions by their (default, pt-BR) name. */
async function functionsByName(app: FastifyInstance, ministryId: number) {
  const functions = await app.repos.functions.list(ministryId);
  return (nome: string) => {
    const fn = functions.find((candidate) => candidate.nome === nome);
    expect(fn, nome).toBeDefined();
    return fn!;
  };
}

/**
 * The ministry the report tests read, hand-built so every number can be worked out on paper
 * (reports.test.ts does). Its story:
 *
 * People: Ana (owner), Álvaro (admin), Carla, Davi and Érica (members; Érica never serves,
 * only on a draft), Fábio (served, then was deactivated), Gil (pending), Olga (no standing).
 *
 * Counted schedules (published unless said otherwise):
 * - E1 2026-09-13 19:00 "Culto de Domingo", finished but never marked published.
 *   Ana Vocal + Violão ✓, Álvaro Teclado ✓, Carla Vocal ✗.
 *   Songs: Oceanos (no change, D), Aleluia in A.
 * - E3 2026-10-04 19:00 "Culto da Noite" (inserted before E2, so ids are not date order).
 *   Álvaro Teclado ✗, Carla Vocal ✓, Davi Bateria ✗ (declined). Songs: Aleluia (G), Bondade de Deus (no key).
 * - E2 2026-10-04 10:00 "Culto da Manhã".
 *   Ana Vocal ✓, Davi Bateria ✓, Fábio Guitarra ✗. Songs: Oceanos in E, Ousado Amor (C).
 * - E4 2026-11-08 19:00 "Culto de Santa Ceia".
 *   Ana Ministro ✓, Álvaro Guitarra + Vocal ✓, Carla Vocal ✓.
 *   Songs: Oceanos (D), Bondade de Deus in F.
 * - E5 2026-11-30 19:30 "Culto de Oração".
 *   Ana Vocal ✗ (declined), Davi Bateria ✓, Fábio Guitarra ✓. Songs: Ousado Amor in D.
 * - X0 2025-12-28 18:00 "Culto de Natal": Carla Vocal ✓. Songs: Santo (E), Oceanos (D).
 * Not counted: D1 2026-11-15 19:00 "Ensaio", a draft: Érica Vocal ✓, Ana Vocal ✓; Santo, Oceanos.
 * Another ministry has a published schedule on 2026-11-08 with its own song and member.
 *
 * Afterwards "Guitarra" is renamed "Guitarra elétrica", "Teclado" is deleted (its snapshot
 * name stays) and the song "Aleluia" is removed from the repertoire.
 */
export async function reportStory(app: FastifyInstance) {
  const ana = await person(app, 'Ana');
  const ministry = await createMinistry(app, ana, { nome: 'Louvor Central' });
  const member = async (key: string) => {
    const user = await person(app, key);
    const memberId = await requestAccess(app, user, ministry);
    await approve(app, ana, memberId);
    return { ...user, memberId };
  };
  const alvaro = await member('Álvaro');
  await makeAdmin(app, ana, alvaro.memberId);
  const carla = await member('Carla');
  const davi = await member('Davi');
  const erica = await member('Érica');
  const fabio = await member('Fábio');
  const gil = await person(app, 'Gil');
  const gilMemberId = await requestAccess(app, gil, ministry);
  const olga = await person(app, 'Olga');
  const anaMemberId = (await app.repos.members.find(ministry.id, ana.id))!.id;

  const fn = await functionsByName(app, ministry.id);
  const [vocal, violao, ministro, guitarra, bateria, teclado] = [
    'Vocal',
    'Violão',
    'Ministro',
    'Guitarra',
    'Bateria',
    'Teclado',
  ].map(fn) as [FunctionRow, FunctionRow, FunctionRow, FunctionRow, FunctionRow, FunctionRow];

  const song = (nome: string, artista: string, tom?: string) =>
    createSong(app, ana, ministry.id, { nome, artista, ...(tom ? { tom } : {}) });
  const oceanos = await song('Oceanos', 'Hillsong United', 'D');
  const ousadoAmor = await song('Ousado Amor', 'Isaías Saad', 'C');
  const aleluia = await song('Aleluia', 'Gabriela Rocha', 'G');
  const bondade = await song('Bondade de Deus', 'Isaías Saad');
  const santo = await song('Santo', 'Fernandinho', 'E');

  const insert = (schedule: ScheduleRows) => insertSchedule(app, ministry.id, schedule);
  const e1 = await insert({
    titulo: 'Culto de Domingo',
    data: '2026-09-13',
    horario: '19:00',
    finalizada: true,
    songs: [{ songId: oceanos.id }, { songId: aleluia.id, tomAlterado: 'A' }],
    members: [
      { memberId: anaMemberId, confirmado: true, functions: [vocal, violao] },
      { memberId: alvaro.memberId, confirmado: true, functions: [teclado] },
      { memberId: carla.memberId, functions: [vocal] },
    ],
  });
  const e3 = await insert({
    titulo: 'Culto da Noite',
    data: '2026-10-04',
    horario: '19:00',
    publicada: true,
    songs: [{ songId: aleluia.id }, { songId: bondade.id }],
    members: [
      { memberId: alvaro.memberId, functions: [teclado] },
      { memberId: carla.memberId, confirmado: true, functions: [vocal] },
      { memberId: davi.memberId, recusado: 'Plantão no hospital', functions: [bateria] },
    ],
  });
  const e2 = await insert({
    titulo: 'Culto da Manhã',
    data: '2026-10-04',
    horario: '10:00',
    publicada: true,
    songs: [{ songId: oceanos.id, tomAlterado: 'E' }, { songId: ousadoAmor.id }],
    members: [
      { memberId: anaMemberId, confirmado: true, functions: [vocal] },
      { memberId: davi.memberId, confirmado: true, functions: [bateria] },
      { memberId: fabio.memberId, functions: [guitarra] },
    ],
  });
  const e4 = await insert({
    titulo: 'Culto de Santa Ceia',
    data: '2026-11-08',
    horario: '19:00',
    publicada: true,
    songs: [{ songId: oceanos.id }, { songId: bondade.id, tomAlterado: 'F' }],
    members: [
      { memberId: anaMemberId, confirmado: true, functions: [ministro] },
      { memberId: alvaro.memberId, confirmado: true, functions: [guitarra, vocal] },
      { memberId: carla.memberId, confirmado: true, functions: [vocal] },
    ],
  });
  const e5 = await insert({
    titulo: 'Culto de Oração',
    data: '2026-11-30',
    horario: '19:30',
    publicada: true,
    songs: [{ songId: ousadoAmor.id, tomAlterado: 'D' }],
    members: [
      { memberId: anaMemberId, recusado: 'Viagem da família', functions: [vocal] },
      { memberId: davi.memberId, confirmado: true, functions: [bateria] },
      { memberId: fabio.memberId, confirmado: true, functions: [guitarra] },
    ],
  });
  const x0 = await insert({
    titulo: 'Culto de Natal',
    data: '2025-12-28',
    horario: '18:00',
    publicada: true,
    songs: [{ songId: santo.id }, { songId: oceanos.id }],
    members: [{ memberId: carla.memberId, confirmado: true, functions: [vocal] }],
  });
  await insert({
    titulo: 'Ensaio',
    data: '2026-11-15',
    horario: '19:00',
    songs: [{ songId: santo.id }, { songId: oceanos.id }],
    members: [
      { memberId: erica.memberId, confirmado: true, functions: [vocal] },
      { memberId: anaMemberId, confirmado: true, functions: [vocal] },
    ],
  });

  const otto = await person(app, 'Otto');
  const other = await createMinistry(app, otto, { nome: 'Outro Ministério' });
  const ottoMemberId = (await app.repos.members.find(other.id, otto.id))!.id;
  const otherSong = await createSong(app, otto, other.id, { nome: 'Aclame ao Senhor' });
  const [otherFunction] = await app.repos.functions.list(other.id);
  await insertSchedule(app, other.id, {
    titulo: 'Culto do Outro Ministério',
    data: '2026-11-08',
    horario: '19:00',
    publicada: true,
    songs: [{ songId: otherSong.id }],
    members: [{ memberId: ottoMemberId, confirmado: true, functions: [otherFunction!] }],
  });

  await deactivate(app, ana, fabio.memberId);
  const changes = [
    await call(app, ana, {
      method: 'PUT',
      url: `/api/funcoes/${guitarra.id}`,
      payload: { nome: 'Guitarra elétrica' },
    }),
    await call(app, ana, { method: 'DELETE', url: `/api/funcoes/${teclado.id}` }),
    await call(app, ana, { method: 'DELETE', url: `/api/musicas/${aleluia.id}` }),
  ];
  for (const change of changes) expect(change.statusCode, change.body).toBe(200);

  return {
    ministry,
    other: { ministry: other, memberId: ottoMemberId },
    people: {
      ana,
      alvaro,
      carla,
      davi,
      erica,
      fabio,
      gil: { ...gil, memberId: gilMemberId },
      olga,
    },
    memberIds: {
      ana: anaMemberId,
      alvaro: alvaro.memberId,
      carla: carla.memberId,
      davi: davi.memberId,
      erica: erica.memberId,
      fabio: fabio.memberId,
    },
    songs: { oceanos, ousadoAmor, aleluia, bondade, santo },
    schedules: { e1, e2, e3, e4, e5, x0 },
  };
}

export type ReportStory = Awaited<ReturnType<typeof reportStory>>;
