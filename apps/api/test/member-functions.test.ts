import type { MemberFunction, MinistryMember } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { ministryWithEveryStanding, type Standing } from './ministry-fixtures';
import { call } from './song-fixtures';

/**
 * Function assignments (part 2 §3, §5, §7; part 1 §6 "open a member's functions"): reading
 * is for the ministry's active members, writing for its admins and owner.
 */

type Fixture = Awaited<ReturnType<typeof ministryWithEveryStanding>>;

const en = { 'accept-language': 'en-US' };

async function setup() {
  const app = await buildTestApp();
  const fixture = await ministryWithEveryStanding(app);
  return { app, ...fixture };
}

/** The ministry's function of that name (every ministry starts with the 18 defaults). */
async function fn(app: FastifyInstance, ministryId: number, nome: string) {
  const found = (await app.repos.functions.list(ministryId)).find((f) => f.nome === nome);
  if (!found) throw new Error(`no function ${nome}`);
  return found;
}

const assign = (
  app: FastifyInstance,
  user: Fixture['people'][Standing] | undefined,
  memberId: number,
  payload: object,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'POST', url: `/api/membros/${memberId}/funcoes`, payload, headers });

const updateAssignment = (
  app: FastifyInstance,
  user: Fixture['people'][Standing] | undefined,
  id: number,
  payload: object,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'PUT', url: `/api/membro-funcoes/${id}`, payload, headers });

/** Assigns and checks it answered 201. */
async function assigned(
  app: FastifyInstance,
  user: Fixture['people'][Standing],
  memberId: number,
  payload: object,
): Promise<MemberFunction> {
  const response = await assign(app, user, memberId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MemberFunction>();
}

async function listed(
  app: FastifyInstance,
  user: Fixture['people'][Standing],
  memberId: number,
): Promise<MemberFunction[]> {
  const response = await call(app, user, {
    method: 'GET',
    url: `/api/membros/${memberId}/funcoes`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberFunction[]>();
}

/** Every assignment in the database: what a refusal must leave as it was. */
const assignmentRows = (app: FastifyInstance) =>
  app.db.selectFrom('member_functions').selectAll().orderBy('id').execute();

describe('GET /api/membros/:id/funcoes', () => {
  it('lists the principal first, then by name as a Brazilian reads', async () => {
    const { app, ministry, people } = await setup();
    const memberId = people.member.memberId!;
    const violino = await fn(app, ministry.id, 'Violino');
    const violao = await fn(app, ministry.id, 'Violão');
    const baixo = await fn(app, ministry.id, 'Baixo');
    const midia = await fn(app, ministry.id, 'Mídia');
    await assigned(app, people.owner, memberId, { funcao_id: violino.id });
    await assigned(app, people.owner, memberId, { funcao_id: violao.id });
    await assigned(app, people.owner, memberId, { funcao_id: midia.id, principal: true });
    await assigned(app, people.owner, memberId, { funcao_id: baixo.id });

    const list = await listed(app, people.member, memberId);
    // Byte order would put 'Violino' before 'Violão'.
    expect(list.map((a) => a.funcao.nome)).toEqual(['Mídia', 'Baixo', 'Violão', 'Violino']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      membro_id: memberId,
      funcao_id: midia.id,
      funcao: { id: midia.id, nome: 'Mídia', icone: 'projetor' },
      principal: true,
      observacoes: null,
      versao: 1,
    });
    expect(list.slice(1).every((a) => !a.principal)).toBe(true);
  });

  it('answers an empty list for a member without functions', async () => {
    const { app, people } = await setup();
    expect(await listed(app, people.admin, people.member.memberId!)).toEqual([]);
  });

  it("shows a deactivated member's functions to the owner, and to a plain member as 404", async () => {
    const { app, ministry, people } = await setup();
    const inactiveId = people.inactive.memberId!;
    const bass = await fn(app, ministry.id, 'Baixo');
    await app.db
      .insertInto('member_functions')
      .values({ member_id: inactiveId, function_id: bass.id, principal: 1, created_at: 'x' })
      .execute();

    expect((await listed(app, people.owner, inactiveId)).map((a) => a.funcao.nome)).toEqual([
      'Baixo',
    ]);
    const member = await call(app, people.member, {
      method: 'GET',
      url: `/api/membros/${inactiveId}/funcoes`,
    });
    // As on the members list, plain members see active members only.
    expect(member.statusCode).toBe(404);
  });
});

describe('POST /api/membros/:id/funcoes', () => {
  it('gives the function, not principal and without observations by default', async () => {
    const { app, ministry, people } = await setup();
    const memberId = people.member.memberId!;
    const drums = await fn(app, ministry.id, 'Bateria');
    const created = await assigned(app, people.admin, memberId, { funcao_id: drums.id });
    expect(created).toEqual({
      id: expect.any(Number),
      membro_id: memberId,
      funcao_id: drums.id,
      funcao: { id: drums.id, nome: 'Bateria', icone: 'bateria' },
      principal: false,
      observacoes: null,
      versao: 1,
    });
    expect(await listed(app, people.member, memberId)).toEqual([created]);

    // The members page shows it too.
    const members = await call(app, people.owner, {
      method: 'GET',
      url: `/api/ministerios/${ministry.id}/membros`,
    });
    const row = members.json<MinistryMember[]>().find((m) => m.id === memberId)!;
    expect(row.funcoes).toEqual([
      {
        id: created.id,
        funcao_id: drums.id,
        funcao: { nome: 'Bateria', icone: 'bateria' },
        principal: false,
      },
    ]);
  });

  it('trims the observations, stores a blank one as null, and takes a numeric string id', async () => {
    const { app, ministry, people } = await setup();
    const memberId = people.member.memberId!;
    const keys = await fn(app, ministry.id, 'Teclado');
    const piano = await fn(app, ministry.id, 'Piano');
    const first = await assigned(app, people.owner, memberId, {
      funcao_id: String(keys.id),
      principal: true,
      observacoes: '  Só aos domingos  ',
    });
    expect(first).toMatchObject({
      funcao_id: keys.id,
      principal: true,
      observacoes: 'Só aos domingos',
    });
    const second = await assigned(app, people.owner, memberId, {
      funcao_id: piano.id,
      observacoes: '   ',
    });
    expect(second.observacoes).toBeNull();
    const rows = await assignmentRows(app);
    expect(rows.map((r) => r.observacoes)).toEqual(['Só aos domingos', null]);
  });

  it('keeps one principal: a new principal demotes the old one', async () => {
    const { app, ministry, people } = await setup();
    const memberId = people.member.memberId!;
    const guitar = await fn(app, ministry.id, 'Guitarra');
    const bass = await fn(app, ministry.id, 'Baixo');
    const first = await assigned(app, people.owner, memberId, {
      funcao_id: guitar.id,
      principal: true,
    });
    const second = await assigned(app, people.owner, memberId, {
      funcao_id: bass.id,
      principal: true,
    });
    const list = await listed(app, people.owner, memberId);
    expect(list.map((a) => [a.id, a.principal])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Other members' principals are theirs.
    const adminPrincipal = await assigned(app, people.owner, people.admin.memberId!, {
      funcao_id: guitar.id,
      principal: true,
    });
    expect((await listed(app, people.owner, people.admin.memberId!))[0]).toEqual(adminPrincipal);
    expect((await listed(app, people.owner, memberId))[0]!.id).toBe(second.id);
  });

  it.each([
    ['funcao_id 0 (nothing chosen)', { funcao_id: 0 }, { funcao_id: ['Campo obrigatório.'] }],
    ['no funcao_id', {}, { funcao_id: ['Campo obrigatório.'] }],
    ['funcao_id null', { funcao_id: null }, { funcao_id: ['Campo obrigatório.'] }],
    ['a negative funcao_id', { funcao_id: -3 }, { funcao_id: ['Campo obrigatório.'] }],
    ['a fractional funcao_id', { funcao_id: 1.5 }, { funcao_id: ['Valor inválido.'] }],
    [
      'a principal that is not a boolean',
      { funcao_id: 1, principal: 'sim' },
      { principal: ['Valor inválido.'] },
    ],
    [
      'observations over 500 characters',
      { funcao_id: 1, observacoes: 'x'.repeat(501) },
      { observacoes: ['Texto longo demais.'] },
    ],
  ])('refuses %s with 400 and stores nothing', async (_label, payload, errors) => {
    const { app, people } = await setup();
    const response = await assign(app, people.owner, people.member.memberId!, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_error',
      message: 'Erro de validação.',
      errors,
    });
    expect(await assignmentRows(app)).toEqual([]);
  });

  it('accepts observations of exactly 500 characters', async () => {
    const { app, ministry, people } = await setup();
    const bass = await fn(app, ministry.id, 'Baixo');
    const created = await assigned(app, people.owner, people.member.memberId!, {
      funcao_id: bass.id,
      observacoes: 'x'.repeat(500),
    });
    expect(created.observacoes).toHaveLength(500);
  });

  it("refuses another ministry's function, or one that does not exist, with 400 function_not_in_ministry", async () => {
    const { app, people, other } = await setup();
    for (const funcao_id of [other.functionId, 999_999]) {
      const response = await assign(app, people.owner, people.member.memberId!, { funcao_id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'function_not_in_ministry',
        message: 'Função não encontrada neste ministério.',
      });
    }
    const english = await assign(
      app,
      people.owner,
      people.member.memberId!,
      { funcao_id: other.functionId },
      en,
    );
    expect(english.json().message).toBe('Function not found in this ministry.');
    expect(await assignmentRows(app)).toEqual([]);
  });

  it('refuses the same function twice with 409 function_already_assigned', async () => {
    const { app, ministry, people } = await setup();
    const memberId = people.member.memberId!;
    const bass = await fn(app, ministry.id, 'Baixo');
    await assigned(app, people.owner, memberId, { funcao_id: bass.id, principal: true });
    const before = await assignmentRows(app);
    const again = await assign(app, people.admin, memberId, {
      funcao_id: bass.id,
      principal: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'function_already_assigned',
      message: 'O membro já tem esta função.',
    });
    expect(await assignmentRows(app)).toEqual(before);
    // Another member may hold it.
    await assigned(app, people.owner, people.admin.memberId!, { funcao_id: bass.id });
  });

  it.each(['pending', 'inactive'] as const)(
    'refuses the %s member with 409 member_not_active',
    async (who) => {
      const { app, ministry, people } = await setup();
      const bass = await fn(app, ministry.id, 'Baixo');
      const response = await assign(app, people.owner, people[who].memberId!, {
        funcao_id: bass.id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'member_not_active',
        message: 'Apenas membros ativos podem receber funções.',
      });
      const english = await assign(
        app,
        people.owner,
        people[who].memberId!,
        { funcao_id: bass.id },
        en,
      );
      expect(english.json().message).toBe('Only active members can be given functions.');
      expect(await assignmentRows(app)).toEqual([]);
    },
  );

  it("lets the owner's own row and an admin's row be given functions", async () => {
    const { app, ministry, people } = await setup();
    const vocal = await fn(app, ministry.id, 'Ministro');
    await assigned(app, people.admin, people.owner.memberId!, { funcao_id: vocal.id });
    await assigned(app, people.admin, people.admin.memberId!, { funcao_id: vocal.id });
    expect(await assignmentRows(app)).toHaveLength(2);
  });
});

describe('PUT /api/membro-funcoes/:id', () => {
  async function withAssignments() {
    const fixture = await setup();
    const { app, ministry, people } = fixture;
    const memberId = people.member.memberId!;
    const guitar = await fn(app, ministry.id, 'Guitarra');
    const bass = await fn(app, ministry.id, 'Baixo');
    const drums = await fn(app, ministry.id, 'Bateria');
    const principal = await assigned(app, people.owner, memberId, {
      funcao_id: guitar.id,
      principal: true,
      observacoes: 'Solo',
    });
    const secondary = await assigned(app, people.owner, memberId, { funcao_id: bass.id });
    return { ...fixture, memberId, guitar, bass, drums, principal, secondary };
  }

  it('changes the function and observations, leaving what is not sent', async () => {
    const { app, people, drums, principal } = await withAssignments();
    const response = await updateAssignment(app, people.admin, principal.id, {
      funcao_id: drums.id,
      observacoes: ' Kit eletrônico ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...principal,
      funcao_id: drums.id,
      funcao: { id: drums.id, nome: 'Bateria', icone: 'bateria' },
      observacoes: 'Kit eletrônico',
      versao: principal.versao + 1,
    });
    const cleared = await updateAssignment(app, people.admin, principal.id, { observacoes: '' });
    expect(cleared.json()).toMatchObject({
      funcao_id: drums.id,
      principal: true,
      observacoes: null,
    });
  });

  it('answers the assignment unchanged for an empty body', async () => {
    const { app, people, principal } = await withAssignments();
    const before = await assignmentRows(app);
    const response = await updateAssignment(app, people.owner, principal.id, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(principal);
    expect(await assignmentRows(app)).toEqual(before);
  });

  it('making one principal demotes the other; unsetting leaves none', async () => {
    const { app, people, memberId, principal, secondary } = await withAssignments();
    const promoted = await updateAssignment(app, people.owner, secondary.id, { principal: true });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ id: secondary.id, principal: true });
    let list = await listed(app, people.owner, memberId);
    expect(list.map((a) => [a.id, a.principal])).toEqual([
      [secondary.id, true],
      [principal.id, false],
    ]);

    const demoted = await updateAssignment(app, people.owner, secondary.id, { principal: false });
    expect(demoted.json()).toMatchObject({ principal: false });
    list = await listed(app, people.owner, memberId);
    expect(list.every((a) => !a.principal)).toBe(true);
  });

  it('keeps one principal when several requests make different functions principal at once', async () => {
    const { app, ministry, people, memberId, secondary } = await withAssignments();
    const names = ['Bateria', 'Teclado', 'Piano', 'Violão'];
    const ids = await Promise.all(names.map(async (nome) => (await fn(app, ministry.id, nome)).id));
    // New rows are what the others' "demote the rest" cannot see before they commit.
    const answers = await Promise.all([
      ...ids.map((funcao_id) =>
        assign(app, people.owner, memberId, { funcao_id, principal: true }),
      ),
      updateAssignment(app, people.admin, secondary.id, { principal: true }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 200]);
    const list = await listed(app, people.owner, memberId);
    expect(list).toHaveLength(6);
    expect(list.filter((a) => a.principal)).toHaveLength(1);
  });

  it('refuses a function the member already holds with 409, and changes nothing', async () => {
    const { app, people, bass, principal } = await withAssignments();
    const before = await assignmentRows(app);
    const response = await updateAssignment(app, people.owner, principal.id, {
      funcao_id: bass.id,
      principal: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'function_already_assigned' });
    expect(await assignmentRows(app)).toEqual(before);
  });

  it("refuses another ministry's function with 400, and a bad id with 400 validation", async () => {
    const { app, people, principal, other } = await withAssignments();
    const before = await assignmentRows(app);
    const foreign = await updateAssignment(app, people.owner, principal.id, {
      funcao_id: other.functionId,
      principal: false,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'function_not_in_ministry' });
    const zero = await updateAssignment(app, people.owner, principal.id, { funcao_id: 0 }, en);
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({
      error: 'validation_error',
      message: 'Validation error.',
      errors: { funcao_id: ['This field is required.'] },
    });
    expect(await assignmentRows(app)).toEqual(before);
  });

  it('refuses a deactivated member with 409 member_not_active; deleting is still allowed', async () => {
    const { app, people, principal, secondary } = await withAssignments();
    const inactive = await call(app, people.owner, {
      method: 'DELETE',
      url: `/api/membros/${people.member.memberId}`,
    });
    expect(inactive.statusCode, inactive.body).toBe(200);
    const before = await assignmentRows(app);
    const response = await updateAssignment(app, people.owner, principal.id, { principal: false });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'member_not_active' });
    expect(await assignmentRows(app)).toEqual(before);

    const removed = await call(app, people.owner, {
      method: 'DELETE',
      url: `/api/membro-funcoes/${secondary.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });
});

describe('DELETE /api/membro-funcoes/:id', () => {
  it('takes the function from the member only, with a translated message', async () => {
    const { app, ministry, people } = await setup();
    const memberId = people.member.memberId!;
    const bass = await fn(app, ministry.id, 'Baixo');
    const drums = await fn(app, ministry.id, 'Bateria');
    const first = await assigned(app, people.owner, memberId, { funcao_id: bass.id });
    const second = await assigned(app, people.owner, memberId, { funcao_id: drums.id });
    const admins = await assigned(app, people.owner, people.admin.memberId!, {
      funcao_id: bass.id,
    });

    const response = await call(app, people.admin, {
      method: 'DELETE',
      url: `/api/membro-funcoes/${first.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Função removida do membro.' });
    expect((await assignmentRows(app)).map((r) => r.id)).toEqual([second.id, admins.id]);
    expect(await fn(app, ministry.id, 'Baixo')).toMatchObject({ id: bass.id });

    const english = await call(app, people.owner, {
      method: 'DELETE',
      url: `/api/membro-funcoes/${second.id}`,
      headers: en,
    });
    expect(english.json()).toEqual({ message: 'Function removed from the member.' });
    const again = await call(app, people.owner, {
      method: 'DELETE',
      url: `/api/membro-funcoes/${second.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

/*
 * Who may call these endpoints (every standing, and every call aimed at another ministry's
 * ids) is held by permission-matrix.test.ts; here only what its table does not ask.
 */
describe('member-function refusals beyond the permission matrix', () => {
  it("refuses a manager giving their ministry's member another ministry's function", async () => {
    const { app, people, other } = await setup();
    const before = await assignmentRows(app);
    const response = await assign(app, people.admin, people.member.memberId!, {
      funcao_id: other.functionId,
    });
    expect(response.statusCode).toBe(400);
    expect(await assignmentRows(app)).toEqual(before);
  });

  it('documents every endpoint in OpenAPI', async () => {
    const app = await buildTestApp();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const get = doc.paths['/api/membros/{id}/funcoes'].get;
    expect(get.tags).toEqual(['functions']);
    expect(get.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/api/membros/{id}/funcoes'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
    );
    expect(doc.paths['/api/membro-funcoes/{id}'].put).toBeDefined();
    expect(doc.paths['/api/membro-funcoes/{id}'].delete).toBeDefined();
  });
});
