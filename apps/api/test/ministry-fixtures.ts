import type { Ministry } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, signedIn } from './accounts-fixtures';

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value instanceof Blob) form.append(name, value, `${name}.bin`);
    else form.append(name, value);
  const request = new Request('http://levita.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export async function createMinistry(
  app: FastifyInstance,
  owner: SignedIn,
  fields: Record<string, string | Blob> = {},
): Promise<Ministry> {
  const body = await multipart({ nome: 'Louvor Central', aceitando_membros: 'true', ...fields });
  const response = await app.inject({
    method: 'POST',
    url: '/api/ministerios',
    headers: { ...bearer(owner.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ministry>();
}

/** Asks to join with the ministry's code; answers the new membership's id. */
export async function requestAccess(app: FastifyInstance, user: SignedIn, ministry: Ministry) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/ministerios/participar/${ministry.codigo_acesso}`,
    headers: bearer(user.token),
  });
  expect(response.statusCode, response.body).toBe(201);
  const membership = await app.repos.members.find(ministry.id, user.id);
  return membership!.id;
}

async function managerCall(
  app: FastifyInstance,
  manager: SignedIn,
  method: 'PUT' | 'DELETE',
  memberId: number,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url: `/api/membros/${memberId}`,
    headers: bearer(manager.token),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

export const approve = (app: FastifyInstance, manager: SignedIn, memberId: number) =>
  managerCall(app, manager, 'PUT', memberId, { status: 'ATIVO' });
export const makeAdmin = (app: FastifyInstance, owner: SignedIn, memberId: number) =>
  managerCall(app, owner, 'PUT', memberId, { admin: true });
export const deactivate = (app: FastifyInstance, owner: SignedIn, memberId: number) =>
  managerCall(app, owner, 'DELETE', memberId);

export type Standing = 'owner' | 'admin' | 'member' | 'pending' | 'inactive' | 'outsider';
export type Person = SignedIn & { memberId: number | undefined };

/**
 * One ministry with a user in every standing of part 1 §6, plus a second ministry (with its
 * own owner, member and function) to aim cross-tenant calls at.
 */
export async function ministryWithEveryStanding(app: FastifyInstance) {
  const person = async (key: string) =>
    signedIn(app, { email: `${key}@example.com`, nome: key[0]!.toUpperCase() + key.slice(1) });
  const owner = await person('owner');
  const ministry = await createMinistry(app, owner, { nome: 'Ministério de Louvor' });

  const admin = await person('admin');
  const adminId = await requestAccess(app, admin, ministry);
  await approve(app, owner, adminId);
  await makeAdmin(app, owner, adminId);

  const member = await person('member');
  const memberId = await requestAccess(app, member, ministry);
  await approve(app, owner, memberId);

  const pending = await person('pending');
  const pendingId = await requestAccess(app, pending, ministry);

  const inactive = await person('inactive');
  const inactiveId = await requestAccess(app, inactive, ministry);
  await approve(app, owner, inactiveId);
  await deactivate(app, owner, inactiveId);

  const outsider = await person('outsider');
  const ownerMembership = await app.repos.members.find(ministry.id, owner.id);

  const otherOwner = await person('other-owner');
  const other = await createMinistry(app, otherOwner, { nome: 'Outro Ministério' });
  const otherMember = await person('other-member');
  const otherMemberId = await requestAccess(app, otherMember, other);
  await approve(app, otherOwner, otherMemberId);
  const [otherFunction] = await app.repos.functions.list(other.id);

  const people: Record<Standing, Person> = {
    owner: { ...owner, memberId: ownerMembership!.id },
    admin: { ...admin, memberId: adminId },
    member: { ...member, memberId },
    pending: { ...pending, memberId: pendingId },
    inactive: { ...inactive, memberId: inactiveId },
    outsider: { ...outsider, memberId: undefined },
  };
  return {
    ministry,
    people,
    other: {
      ministry: other,
      owner: otherOwner,
      memberId: otherMemberId,
      functionId: otherFunction!.id,
    },
  };
}
