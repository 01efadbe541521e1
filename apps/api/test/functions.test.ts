import type { MinistryFunction, MinistryMember } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, signedIn } from './accounts-fixtures';
import { buildTestApp } from './helper';
import { approve, createMinistry, requestAccess, type SignedIn } from './ministry-fixtures';

const person = (app: FastifyInstance, key: string) =>
  signedIn(app, { email: `${key}@example.com`, nome: key });

async function setup() {
  const app = await buildTestApp();
  const owner = await person(app, 'owner');
  const ministry = await createMinistry(app, owner);
  return { app, owner, ministry };
}

const createFunction = (
  app: FastifyInstance,
  user: SignedIn,
  ministryId: number,
  payload: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/ministerios/${ministryId}/funcoes`,
    headers: { ...bearer(user.token), ...headers },
    payload,
  });

const updateFunction = (app: FastifyInstance, user: SignedIn, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/funcoes/${id}`, headers: bearer(user.token), payload });

async function listFunctions(app: FastifyInstance, user: SignedIn, ministryId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/ministerios/${ministryId}/funcoes`,
    headers: bearer(user.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MinistryFunction[]>();
}

const byName = async (app: FastifyInstance, ministryId: number, nome: string) =>
  (await app.repos.functions.list(ministryId)).find((fn) => fn.nome === nome)!;

const countFunctions = async (app: FastifyInstance, ministryId: number) =>
  (await app.repos.functions.list(ministryId)).length;

describe('GET /api/ministerios/:id/funcoes', () => {
  it('lists the functions by name, not by creation order', async () => {
    const { app, owner, ministry } = await setup();
    // Created after the 18 defaults, so an id order would put them last.
    for (const nome of ['Agogô', 'Zabumba extra', 'Cajón'])
      expect((await createFunction(app, owner, ministry.id, { nome })).statusCode).toBe(201);
    const member = await person(app, 'member');
    await approve(app, owner, await requestAccess(app, member, ministry));

    const names = (await listFunctions(app, member, ministry.id)).map((fn) => fn.nome);
    expect(names).toHaveLength(21);
    // Names whose order every collation agrees on (accents aside).
    expect(names.slice(0, 5)).toEqual(['Acordeão', 'Agogô', 'Baixo', 'Bateria', 'Cajón']);
    expect(names.at(-1)).toBe('Zabumba extra');
    expect(names.indexOf('Gaita')).toBeLessThan(names.indexOf('Guitarra'));
    expect(names.indexOf('Piano')).toBeLessThan(names.indexOf('Saxofone'));
  });

  it('orders names as a Brazilian reader expects, accents and case aside', async () => {
    const { app, owner, ministry } = await setup();
    for (const nome of ['órgão', 'Oboé'])
      expect((await createFunction(app, owner, ministry.id, { nome })).statusCode).toBe(201);
    const names = (await listFunctions(app, owner, ministry.id)).map((fn) => fn.nome);
    // Byte order would put 'Ministro' before 'Mídia', 'Violino' before 'Violão', and
    // lower-case 'órgão' after every capitalised name.
    expect(names.indexOf('Mídia')).toBeLessThan(names.indexOf('Ministro'));
    expect(names.indexOf('Violão')).toBeLessThan(names.indexOf('Violino'));
    expect(names.indexOf('Oboé')).toBeLessThan(names.indexOf('órgão'));
    expect(names.indexOf('órgão')).toBeLessThan(names.indexOf('Pandeiro'));
  });
});

describe('POST /api/ministerios/:id/funcoes', () => {
  it('creates a function with the microphone icon and an empty description by default', async () => {
    const { app, owner, ministry } = await setup();
    const response = await createFunction(app, owner, ministry.id, { nome: '  Regência ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      nome: 'Regência',
      descricao: '',
      icone: 'microfone',
      ministerio_id: ministry.id,
      data_criacao: expect.any(String),
      data_atualizacao: expect.any(String),
      versao: 1,
    });
    const listed = await listFunctions(app, owner, ministry.id);
    expect(listed).toContainEqual(response.json());
  });

  it('keeps the icon and description given, and accepts the matching ministerio_id', async () => {
    const { app, owner, ministry } = await setup();
    const response = await createFunction(app, owner, ministry.id, {
      nome: 'Cajón',
      icone: 'cajon',
      descricao: 'Percussão acústica',
      ministerio_id: ministry.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      nome: 'Cajón',
      icone: 'cajon',
      descricao: 'Percussão acústica',
    });
  });

  it('refuses an unknown icon with 400 errors.icone and stores nothing', async () => {
    const { app, owner, ministry } = await setup();
    const response = await createFunction(app, owner, ministry.id, {
      nome: 'Ukulele',
      icone: 'ukulele',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      errors: { icone: ['Ícone inválido.'] },
    });
    expect(await countFunctions(app, ministry.id)).toBe(18);
  });

  it('refuses a blank name with 400 errors.nome', async () => {
    const { app, owner, ministry } = await setup();
    const response = await createFunction(app, owner, ministry.id, { nome: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { nome: ['Campo obrigatório.'] } });
  });

  it.each(['baixo', 'BAIXO', ' Baixo '])(
    'refuses %j next to the default "Baixo" with 409 function_name_taken',
    async (nome) => {
      const { app, owner, ministry } = await setup();
      const response = await createFunction(app, owner, ministry.id, { nome });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'function_name_taken',
        message: 'Já existe uma função com este nome neste ministério.',
      });
      expect(await countFunctions(app, ministry.id)).toBe(18);
    },
  );

  it('allows the same name in another ministry', async () => {
    const { app, owner, ministry } = await setup();
    const other = await createMinistry(app, owner, { nome: 'Outro' });
    const first = await createFunction(app, owner, ministry.id, { nome: 'Ukulele' });
    const second = await createFunction(app, owner, other.id, { nome: 'ukulele' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toMatchObject({ nome: 'ukulele', ministerio_id: other.id });
  });

  it('refuses a ministerio_id other than the one in the path with 400 ministry_mismatch', async () => {
    const { app, owner, ministry } = await setup();
    const other = await createMinistry(app, owner, { nome: 'Outro' });
    const response = await createFunction(
      app,
      owner,
      ministry.id,
      { nome: 'Ukulele', ministerio_id: other.id },
      { 'accept-language': 'en-US' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'ministry_mismatch',
      message: 'The ministerio_id sent does not match the ministry in the address.',
    });
    expect(await countFunctions(app, ministry.id)).toBe(18);
    expect(await countFunctions(app, other.id)).toBe(18);
  });
});

describe('PUT /api/funcoes/:id', () => {
  it('updates name, description and icon', async () => {
    const { app, owner, ministry } = await setup();
    const bass = await byName(app, ministry.id, 'Baixo');
    const response = await updateFunction(app, owner, bass.id, {
      nome: 'Contrabaixo',
      descricao: 'Acústico',
      icone: 'contrabaixo',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: bass.id,
      nome: 'Contrabaixo',
      descricao: 'Acústico',
      icone: 'contrabaixo',
      ministerio_id: ministry.id,
      data_criacao: bass.created_at,
    });
    expect(response.json<MinistryFunction>().data_atualizacao >= bass.updated_at).toBe(true);
    // The old name is free again.
    expect((await createFunction(app, owner, ministry.id, { nome: 'Baixo' })).statusCode).toBe(201);
  });

  it('refuses to rename to the name of another function with 409 function_name_taken', async () => {
    const { app, owner, ministry } = await setup();
    const bass = await byName(app, ministry.id, 'Baixo');
    const response = await updateFunction(app, owner, bass.id, { nome: 'bateria' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'function_name_taken' });
    expect((await byName(app, ministry.id, 'Baixo')).id).toBe(bass.id);
  });

  it('allows changing only the case of its own name', async () => {
    const { app, owner, ministry } = await setup();
    const bass = await byName(app, ministry.id, 'Baixo');
    const response = await updateFunction(app, owner, bass.id, { nome: 'BAIXO' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nome: 'BAIXO', icone: 'baixo' });
  });
});

describe('DELETE /api/funcoes/:id', () => {
  it('removes the function from the members holding it; the members stay', async () => {
    const { app, owner, ministry } = await setup();
    const member = await person(app, 'member');
    const memberId = await requestAccess(app, member, ministry);
    await approve(app, owner, memberId);
    const bass = await byName(app, ministry.id, 'Baixo');
    const drums = await byName(app, ministry.id, 'Bateria');
    await app.db
      .insertInto('member_functions')
      .values([
        { member_id: memberId, function_id: bass.id, principal: 1, created_at: 'x' },
        { member_id: memberId, function_id: drums.id, principal: 0, created_at: 'x' },
      ])
      .execute();

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/funcoes/${bass.id}`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Função excluída com sucesso!' });

    expect(await app.repos.functions.findById(bass.id)).toBeUndefined();
    const held = await app.db
      .selectFrom('member_functions')
      .select('function_id')
      .where('member_id', '=', memberId)
      .execute();
    expect(held).toEqual([{ function_id: drums.id }]);
    expect(await app.repos.members.findById(memberId)).toMatchObject({ status: 'ATIVO' });

    const members = await app.inject({
      method: 'GET',
      url: `/api/ministerios/${ministry.id}/membros`,
      headers: bearer(owner.token),
    });
    const listed = members.json<MinistryMember[]>().find((m) => m.id === memberId)!;
    expect(listed.funcoes.map((fn) => fn.funcao.nome)).toEqual(['Bateria']);
    expect(await countFunctions(app, ministry.id)).toBe(17);
  });
});
