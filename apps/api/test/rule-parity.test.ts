import { isDeepStrictEqual } from 'node:util';
import {
  addDays,
  apiPaths,
  monthBoundsOf,
  type FunctionRecord,
  type Ministry,
  type ScheduleDetail,
  type SongRecord,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '../src/calendar/today';
import { buildTestApp } from './helper';
import {
  type Answer,
  type Body,
  comparable,
  paritySides,
  PASSWORD,
  pathTo,
} from './parity-fixtures';

/*
 * The rules the mock API shares with the API (libs/contracts) held to the same answers: the
 * same requests, in the same order, get the same status and body from both. A rule changed
 * on one side alone fails here, where the component tests, which run on the mock, would
 * keep passing.
 */

const people = {
  ana: 'ana@example.com',
  bruno: 'bruno@example.com',
  carla: 'carla@example.com',
  diego: 'diego@example.com',
  elisa: 'elisa@example.com',
} as const;
type Person = keyof typeof people;

interface Step {
  label: string;
  as: Person | null;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | ((side: 'api' | 'mock') => string);
  body?: Body;
  /** A step the story builds on: the API must answer this status. */
  expect?: number;
}

/** Sends each step to both sides and lists every disagreement; answers both. */
function story(app: FastifyInstance) {
  const { both } = paritySides(app);
  const mismatches: { label: string; api: unknown; mock: unknown }[] = [];
  const statuses = new Set<number>();
  const send = async ({ label, as, method, path, body, expect: status }: Step) => {
    const answers = await both(as && people[as], method, path, body);
    if (status !== undefined && answers.api.status !== status)
      throw new Error(`${label}: ${answers.api.status} ${JSON.stringify(answers.api.body)}`);
    statuses.add(answers.api.status);
    const [api, mock] = [comparable(answers.api), comparable(answers.mock)];
    if (!isDeepStrictEqual(api, mock)) mismatches.push({ label, api, mock });
    return answers;
  };
  return { send, mismatches, statuses };
}

type Send = ReturnType<typeof story>['send'];
const bodyOf = <T>(answer: Answer) => answer.body as T;

/**
 * A ministry as both sides build it through their endpoints: Ana owns it, Bruno and Carla
 * are active (Carla sings, Bruno plays keyboard), Diego and Elisa asked to join; three songs.
 */
async function ministryStory(send: Send) {
  for (const [index, [key, email]] of Object.entries(people).entries())
    await send({
      label: `${key} registers`,
      as: null,
      method: 'POST',
      path: apiPaths.register,
      body: {
        nome: `${key[0]!.toUpperCase()}${key.slice(1)} Silva`,
        email,
        telefone: `(11) 90000-000${index}`,
        senha: PASSWORD,
      },
      expect: 201,
    });
  const created = await send({
    label: 'Ana creates the ministry',
    as: 'ana',
    method: 'POST',
    path: apiPaths.ministries,
    body: { multipart: { nome: 'Louvor Central', aceitando_membros: 'true' } },
    expect: 201,
  });
  const ministry = bodyOf<Ministry>(created.api);
  // Each side drew its own access code: each is asked with its own.
  const codes = {
    api: bodyOf<Ministry>(created.api).codigo_acesso!,
    mock: bodyOf<Ministry>(created.mock).codigo_acesso!,
  };
  for (const person of ['bruno', 'carla', 'diego', 'elisa'] as const)
    await send({
      label: `${person} asks to join`,
      as: person,
      method: 'POST',
      path: (side) => pathTo(apiPaths.joinMinistry, { codigo_acesso: codes[side] }),
      expect: 201,
    });
  const members = { ana: 1, bruno: 2, carla: 3, diego: 4, elisa: 5 };
  for (const person of ['bruno', 'carla'] as const)
    await send({
      label: `Ana approves ${person}`,
      as: 'ana',
      method: 'PUT',
      path: pathTo(apiPaths.member, { id: members[person] }),
      body: { status: 'ATIVO' },
      expect: 200,
    });
  const functions = bodyOf<FunctionRecord[]>(
    (
      await send({
        label: 'the functions',
        as: 'ana',
        method: 'GET',
        path: pathTo(apiPaths.ministryFunctions, { id: ministry.id }),
      })
    ).api,
  );
  const fn = (nome: string) => functions.find((row) => row.nome === nome)!.id;
  for (const [person, nome] of [
    ['carla', 'Vocal'],
    ['bruno', 'Teclado'],
  ] as const)
    await send({
      label: `${person} is given ${nome}`,
      as: 'ana',
      method: 'POST',
      path: pathTo(apiPaths.memberFunctions, { id: members[person] }),
      body: { funcao_id: fn(nome), principal: true },
      expect: 201,
    });
  const songs: number[] = [];
  for (const nome of ['Castelo Forte', 'Grandioso És Tu', 'Santo, Santo, Santo'])
    songs.push(
      bodyOf<SongRecord>(
        (
          await send({
            label: `the song ${nome}`,
            as: 'ana',
            method: 'POST',
            path: apiPaths.songs,
            body: { ministerio_id: ministry.id, nome, artista: 'Hinário', tom: 'G' },
            expect: 201,
          })
        ).api,
      ).id,
    );
  return { ministry, members, fn, songs };
}

describe('the mock API and the API agree', () => {
  let app: FastifyInstance;
  let today: string;

  beforeEach(async () => {
    app = await buildTestApp();
    today = todayIn(app.config.timeZone);
  });

  it('on membership transitions and the member lists each standing reads', async () => {
    const { send, mismatches, statuses } = story(app);
    const { ministry, members } = await ministryStory(send);
    const member = (person: Person) => pathTo(apiPaths.member, { id: members[person] });
    const list = pathTo(apiPaths.ministryMembers, { id: ministry.id });
    const steps: Step[] = [
      {
        label: 'a pending member approves',
        as: 'diego',
        method: 'PUT',
        path: member('elisa'),
        body: { status: 'ATIVO' },
      },
      {
        label: 'a member approves',
        as: 'carla',
        method: 'PUT',
        path: member('elisa'),
        body: { status: 'ATIVO' },
      },
      {
        label: 'the owner makes Bruno admin',
        as: 'ana',
        method: 'PUT',
        path: member('bruno'),
        body: { admin: true },
      },
      {
        label: 'an admin makes another admin',
        as: 'bruno',
        method: 'PUT',
        path: member('carla'),
        body: { admin: true },
      },
      {
        label: 'a pending member is made admin',
        as: 'ana',
        method: 'PUT',
        path: member('diego'),
        body: { admin: true },
      },
      {
        label: "the owner's own row",
        as: 'ana',
        method: 'PUT',
        path: member('ana'),
        body: { admin: false },
      },
      {
        label: 'a status the endpoint does not set',
        as: 'ana',
        method: 'PUT',
        path: member('elisa'),
        body: { status: 'INATIVO' },
      },
      {
        label: 'two changes at once',
        as: 'ana',
        method: 'PUT',
        path: member('elisa'),
        body: { status: 'ATIVO', admin: true },
      },
      {
        label: 'an admin approves Elisa',
        as: 'bruno',
        method: 'PUT',
        path: member('elisa'),
        body: { status: 'ATIVO' },
      },
      {
        label: 'approving again',
        as: 'bruno',
        method: 'PUT',
        path: member('elisa'),
        body: { status: 'ATIVO' },
      },
      { label: 'a member lists the members', as: 'carla', method: 'GET', path: list },
      { label: 'an admin lists the members', as: 'bruno', method: 'GET', path: list },
      {
        label: 'an admin lists those waiting',
        as: 'bruno',
        method: 'GET',
        path: `${list}?status=PENDENTE`,
      },
      { label: 'a member removes another', as: 'carla', method: 'DELETE', path: member('elisa') },
      { label: 'an admin removes the owner', as: 'bruno', method: 'DELETE', path: member('ana') },
      { label: 'an admin refuses a request', as: 'bruno', method: 'DELETE', path: member('diego') },
      { label: 'an admin removes a member', as: 'bruno', method: 'DELETE', path: member('elisa') },
      { label: 'a removed member reads the list', as: 'elisa', method: 'GET', path: list },
      {
        label: 'the owner demotes Bruno',
        as: 'ana',
        method: 'PUT',
        path: member('bruno'),
        body: { admin: false },
      },
      { label: 'the owner lists everyone', as: 'ana', method: 'GET', path: list },
      {
        label: 'an unknown member',
        as: 'ana',
        method: 'PUT',
        path: pathTo(apiPaths.member, { id: 999 }),
        body: { status: 'ATIVO' },
      },
    ];
    for (const step of steps) await send(step);

    expect(mismatches).toEqual([]);
    // Agreeing means something only if the story met the refusals too.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 400, 403, 404]));
  });

  it('on saving a schedule: every check, its keyed errors, versions and who may see it', async () => {
    const { send, mismatches, statuses } = story(app);
    const { ministry, members, fn, songs } = await ministryStory(send);
    const date = addDays(today, 14);
    await send({
      label: 'Carla is away the day of the schedule',
      as: 'carla',
      method: 'POST',
      path: apiPaths.unavailabilities,
      body: {
        membro_id: members.carla,
        data_inicio: date,
        data_fim: date,
        justificativa: 'Viagem',
      },
    });
    const valid = {
      ministerio_id: ministry.id,
      titulo: 'Culto de Domingo',
      data: addDays(today, 21),
      horario: '19:00',
      local: 'Templo',
      responsavel_id: members.bruno,
      musicas_escaladas: [{ musica_id: songs[0]! }, { musica_id: songs[1]!, tom_alterado: 'A' }],
      membros_escalados: [
        { membro_id: members.carla, funcao_id: fn('Vocal') },
        { membro_id: members.bruno, funcao_id: fn('Teclado'), observacao: 'Chega às 18h' },
      ],
    };
    const create = (label: string, as: Person, body: object): Step => ({
      label,
      as,
      method: 'POST',
      path: apiPaths.schedules,
      body,
    });
    for (const step of [
      create('a member creates', 'carla', valid),
      create('empty title and a day that does not exist', 'ana', {
        ...valid,
        titulo: '',
        data: '2026-02-30',
      }),
      create('a member away that day', 'ana', { ...valid, data: date }),
      create('a member waiting for approval', 'ana', {
        ...valid,
        membros_escalados: [...valid.membros_escalados, { membro_id: members.diego }],
      }),
      create('a function the member does not hold', 'ana', {
        ...valid,
        membros_escalados: [{ membro_id: members.carla, funcao_id: fn('Bateria') }],
      }),
      create('a song twice', 'ana', {
        ...valid,
        musicas_escaladas: [{ musica_id: songs[0]! }, { musica_id: songs[0]! }],
      }),
      create('a song that does not exist', 'ana', {
        ...valid,
        musicas_escaladas: [{ musica_id: 999 }],
      }),
      create('a leader waiting for approval', 'ana', { ...valid, responsavel_id: members.diego }),
      create('a key that does not exist', 'ana', {
        ...valid,
        musicas_escaladas: [{ musica_id: songs[0]!, tom_alterado: 'H' }],
      }),
    ])
      await send(step);

    const draft = bodyOf<ScheduleDetail>(
      (await send(create('the owner creates a draft', 'ana', valid))).api,
    );
    const schedule = pathTo(apiPaths.schedule, { id: draft.id });
    const steps: Step[] = [
      { label: 'a member reads the draft', as: 'carla', method: 'GET', path: schedule },
      { label: 'its leader reads the draft', as: 'bruno', method: 'GET', path: schedule },
      {
        label: 'Carla loses Vocal',
        as: 'ana',
        method: 'DELETE',
        path: pathTo(apiPaths.memberFunction, { id: 1 }),
      },
      {
        label: 'an edit keeps the function Carla no longer holds',
        as: 'ana',
        method: 'PUT',
        path: schedule,
        body: { ...valid, titulo: 'Culto da Família', versao: draft.versao },
      },
      {
        label: 'an edit made from the first version',
        as: 'bruno',
        method: 'PUT',
        path: schedule,
        body: { ...valid, versao: draft.versao },
      },
      {
        label: 'a new entry in a function not held',
        as: 'ana',
        method: 'PUT',
        path: schedule,
        body: {
          ...valid,
          membros_escalados: [
            ...valid.membros_escalados,
            { membro_id: members.ana, funcao_id: fn('Bateria') },
          ],
        },
      },
      {
        label: 'its leader publishes it',
        as: 'bruno',
        method: 'PUT',
        path: schedule,
        body: { ...valid, publicada: true },
      },
      { label: 'a member reads it published', as: 'carla', method: 'GET', path: schedule },
      {
        label: 'moving it to another ministry',
        as: 'ana',
        method: 'PUT',
        path: schedule,
        body: { ...valid, ministerio_id: 999 },
      },
      { label: 'a member deletes it', as: 'carla', method: 'DELETE', path: schedule },
      {
        label: 'an unknown schedule',
        as: 'ana',
        method: 'GET',
        path: pathTo(apiPaths.schedule, { id: 999 }),
      },
    ];
    for (const step of steps) await send(step);

    expect(mismatches).toEqual([]);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 400, 403, 404, 409]));
  });

  it('on the service order and slots: placing parts, keeping them, refusals, what is missing', async () => {
    const { send, mismatches, statuses } = story(app);
    const { ministry, members, fn, songs } = await ministryStory(send);
    const valid = {
      ministerio_id: ministry.id,
      titulo: 'Culto de Domingo',
      data: addDays(today, 7),
      horario: '19:00',
      publicada: true,
      musicas_escaladas: [
        { musica_id: songs[0]!, ordem: 2 },
        { musica_id: songs[1]!, ordem: 4 },
      ],
      membros_escalados: [
        { membro_id: members.carla, funcao_id: fn('Vocal') },
        { membro_id: members.bruno, funcao_id: fn('Teclado') },
      ],
      itens: [
        { tipo: 'pregacao', titulo: 'Pregação', duracao_minutos: 40, ordem: 9 },
        { tipo: 'boas_vindas', titulo: 'Boas-vindas', duracao_minutos: 5, ordem: 1 },
        {
          tipo: 'oracao',
          titulo: 'Oração',
          duracao_minutos: 3,
          responsavel_id: members.carla,
          ordem: 3,
        },
      ],
      vagas: [
        { funcao_id: fn('Vocal'), quantidade: 2 },
        { funcao_id: fn('Bateria'), quantidade: 1 },
      ],
    };
    const part = { tipo: 'avisos', titulo: 'Avisos', duracao_minutos: 5, ordem: 1 };
    const create = (label: string, body: object): Step => ({
      label,
      as: 'ana',
      method: 'POST',
      path: apiPaths.schedules,
      body,
    });
    for (const step of [
      create('a part of 241 minutes', { ...valid, itens: [{ ...part, duracao_minutos: 241 }] }),
      create('a part of an unknown kind', { ...valid, itens: [{ ...part, tipo: 'danca' }] }),
      create('61 parts', { ...valid, itens: Array.from({ length: 61 }, () => part) }),
      create('a part led by someone waiting for approval', {
        ...valid,
        itens: [{ ...part, responsavel_id: members.diego }],
      }),
      create('a slot for a function of no ministry', {
        ...valid,
        vagas: [{ funcao_id: 999, quantidade: 1 }],
      }),
      create('a function twice in the slots', {
        ...valid,
        vagas: [
          { funcao_id: fn('Vocal'), quantidade: 1 },
          { funcao_id: fn('Vocal'), quantidade: 1 },
        ],
      }),
    ])
      await send(step);

    const created = bodyOf<ScheduleDetail>(
      (await send({ ...create('the owner creates it', valid), expect: 201 })).api,
    );
    const schedule = pathTo(apiPaths.schedule, { id: created.id });
    const steps: Step[] = [
      {
        label: 'Bruno declines: his place is open again',
        as: 'bruno',
        method: 'POST',
        path: pathTo(apiPaths.declinePresence, { id: created.id }),
        body: { motivo: 'Viagem' },
      },
      { label: 'a member reads it', as: 'carla', method: 'GET', path: schedule },
      {
        label: 'an edit with songs only keeps the parts and slots',
        as: 'ana',
        method: 'PUT',
        path: schedule,
        body: {
          ...valid,
          musicas_escaladas: [{ musica_id: songs[2]! }],
          itens: undefined,
          vagas: undefined,
        },
      },
      {
        label: 'filling the open Vocal slot with someone who does not sing',
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.swapScheduleMember, { id: created.id }),
        body: { funcao_id: fn('Vocal'), substituto_id: members.ana },
      },
      {
        label: 'Ana is given Vocal',
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.memberFunctions, { id: members.ana }),
        body: { funcao_id: fn('Vocal'), principal: false },
      },
      {
        label: 'Ana fills the open Vocal slot',
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.swapScheduleMember, { id: created.id }),
        body: { funcao_id: fn('Vocal'), substituto_id: members.ana },
        expect: 200,
      },
      {
        label: 'a slot that is filled already',
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.swapScheduleMember, { id: created.id }),
        body: { funcao_id: fn('Vocal'), substituto_id: members.carla },
      },
      {
        label: 'Bateria is deleted: its slot goes',
        as: 'ana',
        method: 'DELETE',
        path: pathTo(apiPaths.function, { id: fn('Bateria') }),
      },
      {
        label: 'an edit clears the parts',
        as: 'ana',
        method: 'PUT',
        path: schedule,
        body: { ...valid, itens: [], vagas: [{ funcao_id: fn('Vocal'), quantidade: 3 }] },
      },
      {
        label: 'the list of the coming days, with what each schedule misses',
        as: 'ana',
        method: 'GET',
        path: `${apiPaths.schedules}?ministerio_id=${ministry.id}&data_inicial=${today}&data_final=${addDays(today, 13)}`,
      },
      {
        label: 'a range that ends before it starts',
        as: 'ana',
        method: 'GET',
        path: `${apiPaths.schedules}?ministerio_id=${ministry.id}&data_inicial=${addDays(today, 13)}&data_final=${today}`,
      },
    ];
    for (const step of steps) await send(step);

    expect(mismatches).toEqual([]);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 400, 409]));
  });

  it('on templates: keeping, listing, renaming, making drafts, what is left out, deleting', async () => {
    const { send, mismatches, statuses } = story(app);
    const { ministry, members, fn, songs } = await ministryStory(send);
    const created = bodyOf<ScheduleDetail>(
      (
        await send({
          label: 'the Sunday the template is kept from',
          as: 'ana',
          method: 'POST',
          path: apiPaths.schedules,
          body: {
            ministerio_id: ministry.id,
            titulo: 'Culto de Domingo',
            data: addDays(today, 7),
            horario: '19:00',
            local: 'Templo',
            responsavel_id: members.bruno,
            musicas_escaladas: [
              { musica_id: songs[0]!, ordem: 2, tom_alterado: 'A' },
              { musica_id: songs[1]!, ordem: 3 },
            ],
            membros_escalados: [
              { membro_id: members.carla, funcao_id: fn('Vocal') },
              { membro_id: members.bruno, funcao_id: fn('Teclado') },
            ],
            itens: [
              { tipo: 'boas_vindas', titulo: 'Boas-vindas', duracao_minutos: 5, ordem: 1 },
              { tipo: 'pregacao', titulo: 'Pregação', duracao_minutos: 40, ordem: 4 },
            ],
            vagas: [{ funcao_id: fn('Vocal'), quantidade: 2 }],
          },
          expect: 201,
        })
      ).api,
    );
    const keep = pathTo(apiPaths.scheduleTemplate, { id: created.id });
    const weekly = {
      regras: [{ dia_semana: 0 }, { dia_semana: 3, horario: '20:00' }],
      data_inicial: addDays(today, 10),
      data_final: addDays(today, 45),
    };
    const list = pathTo(apiPaths.ministryTemplates, { id: ministry.id });
    const template = pathTo(apiPaths.template, { id: 1 });
    const makeFrom = pathTo(apiPaths.templateSchedules, { id: 1 });
    const steps: Step[] = [
      { label: 'a member keeps it', as: 'carla', method: 'POST', path: keep, body: { nome: 'X' } },
      { label: 'a name of spaces', as: 'ana', method: 'POST', path: keep, body: { nome: '  ' } },
      {
        label: 'the owner keeps it with its team',
        as: 'ana',
        method: 'POST',
        path: keep,
        body: { nome: 'Domingo', com_equipe: true },
        expect: 201,
      },
      { label: 'the owner lists them', as: 'ana', method: 'GET', path: list },
      { label: 'a member lists them', as: 'bruno', method: 'GET', path: list },
      {
        label: 'renamed from the first version',
        as: 'ana',
        method: 'PUT',
        path: template,
        body: { nome: 'Domingo à noite', titulo: 'Culto', horario: '19:30', versao: 1 },
      },
      {
        label: 'renamed again from the first version',
        as: 'ana',
        method: 'PUT',
        path: template,
        body: { nome: 'Outro', titulo: 'Culto', horario: '19:30', versao: 1 },
      },
      {
        label: 'a draft two weeks on',
        as: 'ana',
        method: 'POST',
        path: makeFrom,
        body: { data: addDays(today, 14) },
        expect: 201,
      },
      {
        label: 'Carla is away three weeks on',
        as: 'carla',
        method: 'POST',
        path: apiPaths.unavailabilities,
        body: {
          membro_id: members.carla,
          data_inicio: addDays(today, 21),
          data_fim: addDays(today, 21),
          justificativa: 'Viagem',
        },
      },
      {
        label: 'the first song leaves the repertoire',
        as: 'ana',
        method: 'DELETE',
        path: pathTo(apiPaths.song, { id: songs[0]! }),
      },
      {
        label: 'a draft three weeks on, at another time',
        as: 'ana',
        method: 'POST',
        path: makeFrom,
        body: { data: addDays(today, 21), horario: '08:00' },
        expect: 201,
      },
      {
        label: 'the dates of Sundays and Wednesdays at 20:00 for five weeks',
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.templateRecurrencePreview, { id: 1 }),
        body: weekly,
      },
      {
        label: 'their drafts',
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.templateRecurrence, { id: 1 }),
        body: weekly,
        expect: 201,
      },
      {
        label: 'the same rule again makes nothing twice',
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.templateRecurrence, { id: 1 }),
        body: weekly,
      },
      {
        label: 'more than 26 weeks',
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.templateRecurrence, { id: 1 }),
        body: {
          regras: [{ dia_semana: 0 }],
          data_inicial: addDays(today, 10),
          data_final: addDays(today, 400),
        },
      },
      { label: 'a member deletes it', as: 'bruno', method: 'DELETE', path: template },
      { label: 'the owner deletes it', as: 'ana', method: 'DELETE', path: template },
      {
        label: 'a draft from a deleted template',
        as: 'ana',
        method: 'POST',
        path: makeFrom,
        body: { data: addDays(today, 28) },
      },
    ];
    for (const step of steps) await send(step);

    expect(mismatches).toEqual([]);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 400, 403, 404, 409]));
  });

  it('on auto-fill: a month of drafts filled evenly with reasons, one draft, refusals', async () => {
    const { send, mismatches, statuses } = story(app);
    const { ministry, fn } = await ministryStory(send);
    const draft = (label: string, days: number, vocal: number) =>
      send({
        label,
        as: 'ana',
        method: 'POST',
        path: apiPaths.schedules,
        body: {
          ministerio_id: ministry.id,
          titulo: 'Culto',
          data: addDays(today, days),
          horario: '19:00',
          vagas: [
            { funcao_id: fn('Vocal'), quantidade: vocal },
            { funcao_id: fn('Teclado'), quantidade: 1 },
          ],
        },
        expect: 201,
      });
    const first = bodyOf<ScheduleDetail>((await draft('a draft in three weeks', 21, 1)).api);
    await draft('a draft in four weeks, wanting two singers', 28, 2);
    const published = bodyOf<ScheduleDetail>(
      (
        await send({
          label: 'a published schedule',
          as: 'ana',
          method: 'POST',
          path: apiPaths.schedules,
          body: {
            ministerio_id: ministry.id,
            titulo: 'Culto',
            data: addDays(today, 7),
            horario: '19:00',
            publicada: true,
          },
          expect: 201,
        })
      ).api,
    );
    const fill = pathTo(apiPaths.ministryAutoFill, { id: ministry.id });
    const month = (days: number) => {
      const [year, mes] = addDays(today, days).split('-').map(Number);
      return { mes, ano: year };
    };
    const steps: Step[] = [
      {
        label: 'a member fills',
        as: 'carla',
        method: 'POST',
        path: fill,
        body: { escala_id: first.id },
      },
      {
        label: 'a published schedule',
        as: 'ana',
        method: 'POST',
        path: fill,
        body: { escala_id: published.id },
      },
      { label: 'neither a draft nor a month', as: 'ana', method: 'POST', path: fill, body: {} },
      {
        label: 'the first draft',
        as: 'ana',
        method: 'POST',
        path: fill,
        body: { escala_id: first.id },
        expect: 200,
      },
      { label: 'its month', as: 'ana', method: 'POST', path: fill, body: month(28), expect: 200 },
      {
        label: 'the draft as filled',
        as: 'ana',
        method: 'GET',
        path: pathTo(apiPaths.schedule, { id: first.id }),
      },
    ];
    for (const step of steps) await send(step);

    expect(mismatches).toEqual([]);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 403, 409]));
  });

  it('on member preferences: who sets and sees them, refusals, versions, and auto-fill', async () => {
    const { send, mismatches, statuses } = story(app);
    const { ministry, members, fn } = await ministryStory(send);
    const preferences = (person: Person | number) =>
      pathTo(apiPaths.memberPreferences, {
        id: typeof person === 'number' ? person : members[person],
      });
    const set = (label: string, as: Person, whose: Person | number, body: object): Step => ({
      label,
      as,
      method: 'PUT',
      path: preferences(whose),
      body,
    });
    const list = pathTo(apiPaths.ministryMembers, { id: ministry.id });
    const steps: Step[] = [
      set('Carla sets hers', 'carla', 'carla', {
        limite_mensal: 1,
        junto_com: members.bruno,
        versao: 1,
      }),
      set('Carla again from the first version', 'carla', 'carla', {
        limite_mensal: 3,
        junto_com: null,
        versao: 1,
      }),
      set("the owner sets Carla's", 'ana', 'carla', { limite_mensal: 4, junto_com: null }),
      set("Bruno sets Carla's", 'bruno', 'carla', { limite_mensal: 4, junto_com: null }),
      set('a pending member sets his own', 'diego', 'diego', { limite_mensal: 2, junto_com: null }),
      set('an unknown member', 'carla', 999, { limite_mensal: 2, junto_com: null }),
      set('herself as partner', 'carla', 'carla', { limite_mensal: 1, junto_com: members.carla }),
      set('a pending partner', 'carla', 'carla', { limite_mensal: 1, junto_com: members.diego }),
      set('a partner who does not exist', 'carla', 'carla', { limite_mensal: 1, junto_com: 999 }),
      set('no limit below 1', 'carla', 'carla', { limite_mensal: 0, junto_com: null }),
      set('no limit above 31', 'carla', 'carla', { limite_mensal: 32, junto_com: null }),
      set('not a number', 'carla', 'carla', { limite_mensal: 'dois', junto_com: null }),
      set('no partner field', 'carla', 'carla', { limite_mensal: 2 }),
      set('a field it does not take', 'carla', 'carla', {
        limite_mensal: 2,
        junto_com: null,
        admin: true,
      }),
      set('Bruno serves with Carla', 'bruno', 'bruno', {
        limite_mensal: null,
        junto_com: members.carla,
        versao: 1,
      }),
      set('Ana, without a version', 'ana', 'ana', { limite_mensal: 8, junto_com: members.carla }),
      { label: 'a member lists the members', as: 'carla', method: 'GET', path: list },
      { label: 'the owner lists the members', as: 'ana', method: 'GET', path: list },
    ];
    for (const step of steps) await send(step);

    // Two drafts in one month wanting a singer: Carla, the only one, serves once that month.
    const nextMonth = addDays(monthBoundsOf(today).fim, 1);
    for (const days of [9, 16])
      await send({
        label: `a draft on day ${days + 1} of next month`,
        as: 'ana',
        method: 'POST',
        path: apiPaths.schedules,
        body: {
          ministerio_id: ministry.id,
          titulo: 'Culto',
          data: addDays(nextMonth, days),
          horario: '19:00',
          vagas: [
            { funcao_id: fn('Vocal'), quantidade: 1 },
            { funcao_id: fn('Teclado'), quantidade: 1 },
          ],
        },
        expect: 201,
      });
    const [ano, mes] = nextMonth.split('-').map(Number);
    for (const step of [
      {
        label: "next month filled, Carla's limit and pairs kept",
        as: 'ana',
        method: 'POST',
        path: pathTo(apiPaths.ministryAutoFill, { id: ministry.id }),
        body: { mes, ano },
        expect: 200,
      },
      {
        label: 'Bruno, her partner, leaves',
        as: 'bruno',
        method: 'DELETE',
        path: pathTo(apiPaths.leaveMinistry, { id: ministry.id }),
        expect: 200,
      },
      { label: 'Carla serves with nobody now', as: 'ana', method: 'GET', path: list },
    ] satisfies Step[])
      await send(step);

    expect(mismatches).toEqual([]);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 400, 403, 404, 409]));
  });

  it('on "meu tom": saving and clearing one\'s key, whose keys each list shows, refusals', async () => {
    const { send, mismatches, statuses } = story(app);
    const { ministry, members, songs } = await ministryStory(send);
    // Elisa, still waiting in Louvor Central, runs a ministry of her own with one song.
    const elsewhere = bodyOf<Ministry>(
      (
        await send({
          label: 'Elisa creates a ministry',
          as: 'elisa',
          method: 'POST',
          path: apiPaths.ministries,
          body: { multipart: { nome: 'Coral da Elisa' } },
          expect: 201,
        })
      ).api,
    );
    const elisasSong = bodyOf<SongRecord>(
      (
        await send({
          label: "Elisa's song",
          as: 'elisa',
          method: 'POST',
          path: apiPaths.songs,
          body: { ministerio_id: elsewhere.id, nome: 'Hino da Elisa', artista: 'Coral' },
          expect: 201,
        })
      ).api,
    ).id;
    const [first, second, third] = songs as [number, number, number];
    const mine = (songId: number, ministryId = ministry.id) =>
      pathTo(apiPaths.mySongKey, { ministryId, songId });
    const keysOf = (query: string) =>
      `${pathTo(apiPaths.memberSongKeys, { ministryId: ministry.id })}${query}`;
    const save = (label: string, as: Person, path: string, body: object): Step => ({
      label,
      as,
      method: 'PUT',
      path,
      body,
    });
    const read = (label: string, as: Person, path: string): Step => ({
      label,
      as,
      method: 'GET',
      path,
    });
    const remove = (label: string, as: Person, path: string): Step => ({
      label,
      as,
      method: 'DELETE',
      path,
    });
    const manyIds = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');
    const steps: Step[] = [
      save('Carla saves her key', 'carla', mine(first), { tom: 'A' }),
      save('Bruno saves his', 'bruno', mine(first), { tom: 'C' }),
      save('Ana saves hers of another song', 'ana', mine(second), { tom: 'Bb' }),
      save('a spelling only accepted', 'ana', mine(third), { tom: 'A#' }),
      save('a key that does not exist', 'carla', mine(first), { tom: 'H' }),
      save('no key', 'carla', mine(first), {}),
      save('a pending member', 'diego', mine(first), { tom: 'D' }),
      save('an unknown song', 'carla', mine(999), { tom: 'D' }),
      save('an unknown ministry', 'carla', mine(first, 999), { tom: 'D' }),
      save("another ministry's song", 'carla', mine(elisasSong), { tom: 'D' }),
      save('her song under the wrong ministry', 'elisa', mine(elisasSong), { tom: 'D' }),
      read('Carla reads the song', 'carla', pathTo(apiPaths.song, { id: first })),
      read(
        'the setlist in its order',
        'bruno',
        keysOf(`?musicas=${second},${first},${third},999,${elisasSong}`),
      ),
      read('the same song twice', 'carla', keysOf(`?musicas=${first},${first}`)),
      read('no songs', 'carla', keysOf('')),
      read('an empty list', 'carla', keysOf('?musicas=')),
      read('not a list of ids', 'carla', keysOf('?musicas=1,,2')),
      read('an id beyond the column', 'carla', keysOf('?musicas=2147483648')),
      read('more than 100 songs', 'carla', keysOf(`?musicas=${manyIds(101)}`)),
      read('a pending member reads the keys', 'diego', keysOf(`?musicas=${first}`)),
      save('Carla changes her key', 'carla', mine(first), { tom: 'G' }),
      remove('Carla clears it', 'carla', mine(first)),
      remove('Carla clears it again', 'carla', mine(first)),
      remove('a pending member clears', 'diego', mine(first)),
      save('Carla saves it again', 'carla', mine(first), { tom: 'F#m' }),
      remove('Ana deactivates Bruno', 'ana', pathTo(apiPaths.member, { id: members.bruno })),
      read("the song without Bruno's key", 'ana', pathTo(apiPaths.song, { id: first })),
      remove('Ana deletes the first song', 'ana', pathTo(apiPaths.song, { id: first })),
      read('the keys of a deleted song', 'ana', keysOf(`?musicas=${first},${second}`)),
      save('a key of a deleted song', 'carla', mine(first), { tom: 'E' }),
      read("Ana's data", 'ana', pathTo(apiPaths.personalData, { id: 1 })),
    ];
    for (const step of steps) await send(step);

    expect(mismatches).toEqual([]);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 403, 404]));
  });

  it('on presence answers: who may answer, when, and what the schedule then shows', async () => {
    const { send, mismatches, statuses } = story(app);
    const { ministry, members, fn, songs } = await ministryStory(send);
    const schedule = (data: string, extra: object = {}) => ({
      ministerio_id: ministry.id,
      titulo: 'Culto',
      data,
      horario: '19:00',
      publicada: true,
      musicas_escaladas: [{ musica_id: songs[2]! }],
      membros_escalados: [
        { membro_id: members.carla, funcao_id: fn('Vocal') },
        { membro_id: members.bruno, funcao_id: fn('Teclado') },
      ],
      ...extra,
    });
    const coming = bodyOf<ScheduleDetail>(
      (
        await send({
          label: 'a published schedule',
          as: 'ana',
          method: 'POST',
          path: apiPaths.schedules,
          body: schedule(addDays(today, 10)),
        })
      ).api,
    );
    const finished = bodyOf<ScheduleDetail>(
      (
        await send({
          label: 'a finished schedule',
          as: 'ana',
          method: 'POST',
          path: apiPaths.schedules,
          body: schedule(addDays(today, -7), { finalizada: true }),
        })
      ).api,
    );
    const draft = bodyOf<ScheduleDetail>(
      (
        await send({
          label: 'a draft',
          as: 'ana',
          method: 'POST',
          path: apiPaths.schedules,
          body: schedule(addDays(today, 12), { publicada: false }),
        })
      ).api,
    );
    const answer = (kind: 'verifyPresence' | 'confirmPresence' | 'declinePresence', id: number) =>
      pathTo(apiPaths[kind], { id });
    const steps: Step[] = [
      {
        label: 'Carla checks her place',
        as: 'carla',
        method: 'GET',
        path: answer('verifyPresence', coming.id),
      },
      {
        label: 'Carla confirms',
        as: 'carla',
        method: 'POST',
        path: answer('confirmPresence', coming.id),
      },
      {
        label: 'Carla confirms again',
        as: 'carla',
        method: 'POST',
        path: answer('confirmPresence', coming.id),
      },
      {
        label: 'Bruno declines without a reason',
        as: 'bruno',
        method: 'POST',
        path: answer('declinePresence', coming.id),
        body: {},
      },
      {
        label: 'Bruno declines',
        as: 'bruno',
        method: 'POST',
        path: answer('declinePresence', coming.id),
        body: { motivo: 'Plantão no hospital' },
      },
      {
        label: 'Bruno confirms after all',
        as: 'bruno',
        method: 'POST',
        path: answer('confirmPresence', coming.id),
      },
      {
        label: 'Carla declines after confirming',
        as: 'carla',
        method: 'POST',
        path: answer('declinePresence', coming.id),
        body: { motivo: 'Doente' },
      },
      {
        label: 'the owner, not on it, confirms',
        as: 'ana',
        method: 'POST',
        path: answer('confirmPresence', coming.id),
      },
      {
        label: 'the owner checks her place',
        as: 'ana',
        method: 'GET',
        path: answer('verifyPresence', coming.id),
      },
      {
        label: 'a pending member confirms',
        as: 'diego',
        method: 'POST',
        path: answer('confirmPresence', coming.id),
      },
      {
        label: 'Carla answers a draft',
        as: 'carla',
        method: 'POST',
        path: answer('confirmPresence', draft.id),
      },
      {
        label: 'Carla confirms a finished schedule',
        as: 'carla',
        method: 'POST',
        path: answer('confirmPresence', finished.id),
      },
      {
        label: 'Carla declines a finished schedule',
        as: 'carla',
        method: 'POST',
        path: answer('declinePresence', finished.id),
        body: { motivo: 'Tarde demais' },
      },
      {
        label: 'the schedule after the answers',
        as: 'ana',
        method: 'GET',
        path: pathTo(apiPaths.schedule, { id: coming.id }),
      },
      { label: "Carla's schedules", as: 'carla', method: 'GET', path: apiPaths.mySchedules },
      {
        label: 'an edit that keeps the day and the time',
        as: 'ana',
        method: 'PUT',
        path: pathTo(apiPaths.schedule, { id: coming.id }),
        body: schedule(addDays(today, 10), { titulo: 'Culto de Louvor' }),
      },
      {
        label: 'the answers after it',
        as: 'ana',
        method: 'GET',
        path: pathTo(apiPaths.schedule, { id: coming.id }),
      },
      {
        label: 'an edit that moves the time',
        as: 'ana',
        method: 'PUT',
        path: pathTo(apiPaths.schedule, { id: coming.id }),
        body: schedule(addDays(today, 10), { horario: '18:00' }),
      },
      {
        label: 'the answers asked again',
        as: 'ana',
        method: 'GET',
        path: pathTo(apiPaths.schedule, { id: coming.id }),
      },
    ];
    for (const step of steps) await send(step);

    expect(mismatches).toEqual([]);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 403, 404, 409]));
  });
});
