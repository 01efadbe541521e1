import type { Ministry, MinistryMember } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ana, bearer, signedIn } from './accounts-fixtures';
import { buildTestApp } from './helper';
import {
  approve,
  createMinistry,
  deactivate,
  makeAdmin,
  ministryWithEveryStanding,
  requestAccess,
  type SignedIn,
} from './ministry-fixtures';

const person = (app: FastifyInstance, key: string) =>
  signedIn(app, { email: `${key}@example.com`, nome: key });

/** An owner with their ministry, and a way to add people in any standing to it. */
async function setup() {
  const app = await buildTestApp();
  const owner = await person(app, 'owner');
  const ministry = await createMinistry(app, owner, { nome: 'Louvor Central' });
  const pending = async (key: string) => {
    const user = await person(app, key);
    return { ...user, memberId: await requestAccess(app, user, ministry) };
  };
  const active = async (key: string) => {
    const user = await pending(key);
    await approve(app, owner, user.memberId);
    return user;
  };
  const admin = async (key: string) => {
    const user = await active(key);
    await makeAdmin(app, owner, user.memberId);
    return user;
  };
  const inactive = async (key: string) => {
    const user = await active(key);
    await deactivate(app, owner, user.memberId);
    return user;
  };
  return { app, owner, ministry, pending, active, admin, inactive };
}

const join = (app: FastifyInstance, user: SignedIn, code: string, headers = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/ministerios/participar/${encodeURIComponent(code)}`,
    headers: { ...bearer(user.token), ...headers },
  });

const updateMember = (app: FastifyInstance, user: SignedIn, memberId: number, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/membros/${memberId}`,
    headers: bearer(user.token),
    payload,
  });

const removeMember = (app: FastifyInstance, user: SignedIn, memberId: number) =>
  app.inject({ method: 'DELETE', url: `/api/membros/${memberId}`, headers: bearer(user.token) });

const leave = (app: FastifyInstance, user: SignedIn, ministryId: number) =>
  app.inject({
    method: 'DELETE',
    url: `/api/ministerios/${ministryId}/sair`,
    headers: bearer(user.token),
  });

const get = (app: FastifyInstance, user: SignedIn, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(user.token) });

/** The caller's standing, or the status of the refusal when they have none. */
async function standing(app: FastifyInstance, user: SignedIn, ministryId: number) {
  const response = await get(app, user, `/api/ministerios/${ministryId}/situacao`);
  return response.statusCode === 200 ? response.json().situacao : response.statusCode;
}

const row = (app: FastifyInstance, ministry: Ministry, user: SignedIn) =>
  app.repos.members.find(ministry.id, user.id);

function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  error: string,
  message?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error, message: message ?? expect.any(String) });
}

describe('joining with an access code', () => {
  it('makes the caller PENDENTE, whatever the case and spaces of the typed code', async () => {
    const { app, ministry } = await setup();
    const visitor = await person(app, 'visitor');
    const typed = ` ${ministry.codigo_acesso.slice(0, 3).toLowerCase()} ${ministry.codigo_acesso.slice(3).toLowerCase()} `;
    const response = await join(app, visitor, typed);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Solicitação de acesso enviada com sucesso!',
      ministerio: expect.objectContaining({ id: ministry.id, situacao_usuario: 'PENDENTE' }),
    });
    expect(await row(app, ministry, visitor)).toMatchObject({ status: 'PENDENTE', admin: 0 });
    expect(await standing(app, visitor, ministry.id)).toBe('PENDENTE');
    // A pending applicant cannot open the ministry yet.
    expect((await get(app, visitor, `/api/ministerios/${ministry.id}`)).statusCode).toBe(403);
  });

  it('answers 404 invalid_access_code for a code no ministry has', async () => {
    const { app } = await setup();
    const visitor = await person(app, 'visitor');
    // Z is not in the alphabet, so no generated code can be this one.
    expectError(
      await join(app, visitor, 'ZZZZZZ'),
      404,
      'invalid_access_code',
      'Código de acesso inválido. Confira o código com o líder do ministério.',
    );
  });

  it('refuses a second request while the first is pending', async () => {
    const { app, ministry, pending } = await setup();
    const applicant = await pending('applicant');
    expectError(
      await join(app, applicant, ministry.codigo_acesso),
      409,
      'request_pending',
      'Você já pediu para entrar neste ministério. Aguarde a aprovação.',
    );
  });

  it('refuses members, admins and the owner with 409 already_member', async () => {
    const { app, owner, ministry, active, admin } = await setup();
    for (const user of [await active('member'), await admin('admin'), owner])
      expectError(
        await join(app, user, ministry.codigo_acesso),
        409,
        'already_member',
        'Você já faz parte deste ministério.',
      );
    expect(await row(app, ministry, owner)).toMatchObject({ status: 'ATIVO', admin: 1 });
  });
});

describe('PUT /api/membros/:id', () => {
  it('approves a pending request: PENDENTE becomes an active member', async () => {
    const { app, owner, ministry, pending } = await setup();
    const applicant = await pending('applicant');
    const response = await updateMember(app, owner, applicant.memberId, { status: 'ATIVO' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Membro atualizado com sucesso!' });
    expect(await row(app, ministry, applicant)).toMatchObject({ status: 'ATIVO', admin: 0 });
    expect(await standing(app, applicant, ministry.id)).toBe('MEMBRO');
    const opened = await get(app, applicant, `/api/ministerios/${ministry.id}`);
    expect(opened.json()).toMatchObject({ id: ministry.id, situacao_usuario: 'MEMBRO' });
  });

  it('lets an admin approve too', async () => {
    const { app, ministry, pending, admin } = await setup();
    const manager = await admin('manager');
    const applicant = await pending('applicant');
    await approve(app, manager, applicant.memberId);
    expect(await standing(app, applicant, ministry.id)).toBe('MEMBRO');
  });

  it('refuses to approve an active member with 409 invalid_transition', async () => {
    const { app, owner, active } = await setup();
    const member = await active('member');
    expectError(
      await updateMember(app, owner, member.memberId, { status: 'ATIVO' }),
      409,
      'invalid_transition',
      'Esta mudança de situação não é possível para este membro.',
    );
  });

  it('lets the owner grant and revoke the admin flag of an active member', async () => {
    const { app, owner, ministry, active } = await setup();
    const member = await active('member');
    await makeAdmin(app, owner, member.memberId);
    expect(await standing(app, member, ministry.id)).toBe('ADMIN');
    const revoke = await updateMember(app, owner, member.memberId, { admin: false });
    expect(revoke.statusCode).toBe(200);
    expect(await standing(app, member, ministry.id)).toBe('MEMBRO');
    expect(await row(app, ministry, member)).toMatchObject({ status: 'ATIVO', admin: 0 });
  });

  it('refuses the admin flag to pending and inactive members with 409 member_not_active', async () => {
    const { app, owner, ministry, pending, inactive } = await setup();
    for (const user of [await pending('applicant'), await inactive('gone')]) {
      expectError(
        await updateMember(app, owner, user.memberId, { admin: true }),
        409,
        'member_not_active',
        'Apenas membros ativos podem se tornar administradores.',
      );
      expect((await row(app, ministry, user))!.admin).toBe(0);
    }
  });

  it('reactivates an inactive member (by an admin) as a plain member', async () => {
    const { app, ministry, admin, inactive } = await setup();
    const manager = await admin('manager');
    const gone = await inactive('gone');
    await approve(app, manager, gone.memberId);
    expect(await row(app, ministry, gone)).toMatchObject({ status: 'ATIVO', admin: 0 });
    expect(await standing(app, gone, ministry.id)).toBe('MEMBRO');
  });
});

describe("the owner's membership", () => {
  it('cannot be demoted or removed, even by the owner (409 owner_protected)', async () => {
    const { app, owner, ministry, admin } = await setup();
    const manager = await admin('manager');
    const ownerRow = (await row(app, ministry, owner))!;
    const text =
      'O proprietário do ministério não pode ser removido nem deixar de ser administrador.';
    expectError(
      await updateMember(app, owner, ownerRow.id, { admin: false }),
      409,
      'owner_protected',
      text,
    );
    expectError(await removeMember(app, owner, ownerRow.id), 409, 'owner_protected', text);
    expectError(await removeMember(app, manager, ownerRow.id), 409, 'owner_protected', text);
    expect(await row(app, ministry, owner)).toMatchObject({ status: 'ATIVO', admin: 1 });
    expect(await standing(app, owner, ministry.id)).toBe('PROPRIETARIO');
  });

  it('cannot leave: 409 with the exact message of the spec', async () => {
    const { app, owner, ministry } = await setup();
    const response = await leave(app, owner, ministry.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'owner_cannot_leave',
      message: 'Você é o proprietário deste ministério e não pode sair.',
    });
    expect(await standing(app, owner, ministry.id)).toBe('PROPRIETARIO');
  });
});

describe('DELETE /api/membros/:id', () => {
  it('rejects a pending request by deleting it; the person may ask again', async () => {
    const { app, owner, ministry, pending } = await setup();
    const applicant = await pending('applicant');
    const response = await removeMember(app, owner, applicant.memberId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Solicitação de acesso recusada.' });
    expect(await row(app, ministry, applicant)).toBeUndefined();
    expect((await join(app, applicant, ministry.codigo_acesso)).statusCode).toBe(201);
  });

  it('deactivates an active admin: INATIVO, admin cleared, no more access', async () => {
    const { app, owner, ministry, admin } = await setup();
    const manager = await admin('manager');
    const response = await removeMember(app, owner, manager.memberId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Membro desativado. Ele perdeu o acesso ao ministério.',
    });
    expect(await row(app, ministry, manager)).toMatchObject({ status: 'INATIVO', admin: 0 });
    expect((await get(app, manager, `/api/ministerios/${ministry.id}`)).statusCode).toBe(404);
    expect(await standing(app, manager, ministry.id)).toBe(404);
    expect((await get(app, manager, '/api/ministerios')).json()).toEqual([]);
  });

  it('removes an inactive member for good on a second delete', async () => {
    const { app, owner, ministry, inactive } = await setup();
    const gone = await inactive('gone');
    const response = await removeMember(app, owner, gone.memberId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Membro removido do ministério.' });
    expect(await row(app, ministry, gone)).toBeUndefined();
  });

  it('lets an inactive member ask again with the code, as PENDENTE', async () => {
    const { app, ministry, inactive } = await setup();
    const gone = await inactive('gone');
    const response = await join(app, gone, ministry.codigo_acesso);
    expect(response.statusCode, response.body).toBe(201);
    expect(await row(app, ministry, gone)).toMatchObject({ status: 'PENDENTE', admin: 0 });
    expect(await standing(app, gone, ministry.id)).toBe('PENDENTE');
  });
});

describe('DELETE /api/ministerios/:id/sair', () => {
  it.each(['member', 'admin'] as const)(
    'lets a %s leave; they must request access again',
    async (kind) => {
      const { app, ministry, active, admin } = await setup();
      const user = await (kind === 'admin' ? admin : active)('leaver');
      const response = await leave(app, user, ministry.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: 'Você saiu do ministério "Louvor Central" com sucesso!',
      });
      expect(await row(app, ministry, user)).toBeUndefined();
      expect((await get(app, user, `/api/ministerios/${ministry.id}`)).statusCode).toBe(404);
      expect((await get(app, user, '/api/ministerios')).json()).toEqual([]);
      // Back in through the front door only, and as a plain applicant.
      expect((await join(app, user, ministry.codigo_acesso)).statusCode).toBe(201);
      expect(await row(app, ministry, user)).toMatchObject({ status: 'PENDENTE', admin: 0 });
    },
  );

  it('cancels a pending request', async () => {
    const { app, ministry, pending } = await setup();
    const applicant = await pending('applicant');
    const response = await leave(app, applicant, ministry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Solicitação de acesso ao ministério "Louvor Central" cancelada.',
    });
    expect(await row(app, ministry, applicant)).toBeUndefined();
  });

  it('gives the English text for an English caller', async () => {
    const { app, ministry, active } = await setup();
    const member = await active('member');
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/ministerios/${ministry.id}/sair`,
      headers: { ...bearer(member.token), 'accept-language': 'en-US' },
    });
    expect(response.json()).toEqual({ message: 'You left the ministry "Louvor Central"!' });
  });
});

describe('GET /api/ministerios/:id/membros', () => {
  const list = async (app: FastifyInstance, user: SignedIn, id: number, query = '') => {
    const response = await get(app, user, `/api/ministerios/${id}/membros${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MinistryMember[]>();
  };
  const statuses = (members: MinistryMember[]) =>
    members.map((member) => [member.usuario.nome, member.status]);

  it('describes each member with their user and functions', async () => {
    const { app, owner, ministry, active } = await setup();
    const member = await active('member');
    const [fn] = await app.repos.functions.list(ministry.id);
    await app.db
      .insertInto('member_functions')
      .values({ member_id: member.memberId, function_id: fn!.id, principal: 1, created_at: 'x' })
      .execute();

    const members = await list(app, owner, ministry.id);
    const ownerRow = (await row(app, ministry, owner))!;
    expect(members).toEqual([
      {
        id: member.memberId,
        usuario_id: member.id,
        status: 'ATIVO',
        admin: false,
        proprietario: false,
        usuario: {
          nome: 'member',
          email: 'member@example.com',
          telefone: ana.telefone,
          foto_url: null,
        },
        funcoes: [
          {
            id: expect.any(Number),
            funcao_id: fn!.id,
            funcao: { nome: fn!.nome, icone: fn!.icone },
            principal: true,
          },
        ],
        // The owner has admin rights: every member's auto-fill preferences are theirs to read.
        preferencias: { limite_mensal: null, junto_com: null, versao: 1 },
      },
      expect.objectContaining({
        id: ownerRow.id,
        usuario_id: owner.id,
        status: 'ATIVO',
        admin: true,
        proprietario: true,
        funcoes: [],
      }),
    ]);
  });

  it('shows the owner every status, inactive included, and filters by ?status', async () => {
    const app = await buildTestApp();
    const { ministry, people } = await ministryWithEveryStanding(app);
    expect(statuses(await list(app, people.owner, ministry.id))).toEqual([
      ['Admin', 'ATIVO'],
      ['Inactive', 'INATIVO'],
      ['Member', 'ATIVO'],
      ['Owner', 'ATIVO'],
      ['Pending', 'PENDENTE'],
    ]);
    expect(statuses(await list(app, people.owner, ministry.id, '?status=ATIVO'))).toEqual([
      ['Admin', 'ATIVO'],
      ['Member', 'ATIVO'],
      ['Owner', 'ATIVO'],
    ]);
  });

  it('hides inactive members from admins and shows members only active ones', async () => {
    const app = await buildTestApp();
    const { ministry, people } = await ministryWithEveryStanding(app);
    expect(statuses(await list(app, people.admin, ministry.id))).toEqual([
      ['Admin', 'ATIVO'],
      ['Member', 'ATIVO'],
      ['Owner', 'ATIVO'],
      ['Pending', 'PENDENTE'],
    ]);
    expect(statuses(await list(app, people.member, ministry.id))).toEqual([
      ['Admin', 'ATIVO'],
      ['Member', 'ATIVO'],
      ['Owner', 'ATIVO'],
    ]);
    expect(statuses(await list(app, people.member, ministry.id, '?status=ATIVO'))).toHaveLength(3);
  });
});
