import {
  assignFunctionRequestSchema,
  createFunctionRequestSchema,
  memberFunctionSchema,
  membersQuerySchema,
  messageResponseSchema,
  ministryFunctionSchema,
  ministryMemberSchema,
  updateAssignmentRequestSchema,
  updateFunctionRequestSchema,
  updateMemberRequestSchema,
  type MemberStatus,
  type MinistryStanding,
} from '@levita/contracts';
import { z } from 'zod';
import type { DemoStore, MemberRow } from '../demo-store';
import {
  ACTIVE_MEMBERS,
  MANAGERS,
  MockHttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  queryOf,
  readBody,
  reply,
  validate,
  type RouteContext,
  type Router,
} from '../http';
import { presentAssignment, presentFunction, presentMember } from '../present';

/** Which members each standing may list (part 1 §6): inactive ones only for the owner. */
const visibleStatuses: Record<MinistryStanding, readonly MemberStatus[]> = {
  PROPRIETARIO: ['ATIVO', 'PENDENTE', 'INATIVO'],
  ADMIN: ['ATIVO', 'PENDENTE'],
  MEMBRO: ['ATIVO'],
  PENDENTE: [],
};

function functionNameTaken(store: DemoStore, ministryId: number, nome: string, except?: number) {
  const taken = store.tables.functions.some(
    (fn) =>
      fn.ministerio_id === ministryId &&
      fn.id !== except &&
      fn.nome.toLocaleLowerCase() === nome.toLocaleLowerCase(),
  );
  if (taken) throw conflict('function_name_taken');
}

/** Only one principal function per member: a new principal takes the star from the old one. */
function clearOtherPrincipal(store: DemoStore, memberId: number, keep: number) {
  for (const row of store.tables.memberFunctions)
    if (row.membro_id === memberId && row.id !== keep) row.principal = false;
}

function requireActive(member: MemberRow) {
  if (member.status !== 'ATIVO')
    throw new MockHttpError(409, 'member_not_active', 'assignee_not_active');
}

function requireMinistryFunction(store: DemoStore, ministryId: number, functionId: number) {
  if (store.function(functionId)?.ministerio_id !== ministryId)
    throw badRequest('function_not_in_ministry');
}

/** Members, their status and admin flag, the functions catalogue and who holds which. */
export function memberHandlers({ route }: Router) {
  /** The member a /membros/{id} call targets, for a manager of its ministry. */
  const managedMember = ({ store, id, requireStanding }: RouteContext) => {
    const member = store.member(id());
    if (!member) throw notFound();
    const access = requireStanding(member.ministerio_id, MANAGERS);
    return { member, ...access, isOwnerRow: member.usuario_id === access.ministry.proprietario_id };
  };

  /** The member a /membros/{id}/funcoes call targets; plain members see active ones only. */
  const visibleMember = (
    { store, id, requireStanding }: RouteContext,
    allowed: readonly MinistryStanding[],
  ) => {
    const member = store.member(id());
    if (!member) throw notFound();
    const { standing } = requireStanding(member.ministerio_id, allowed);
    if (standing === 'MEMBRO' && member.status !== 'ATIVO') throw notFound();
    return member;
  };

  /** The function a /funcoes/{id} call targets, for a manager of its ministry. */
  const managedFunction = ({ store, id, requireStanding }: RouteContext) => {
    const fn = store.function(id());
    if (!fn) throw notFound();
    requireStanding(fn.ministerio_id, MANAGERS);
    return fn;
  };

  /** The assignment a /membro-funcoes/{id} call targets and its member, for a manager. */
  const managedAssignment = ({ store, id, requireStanding }: RouteContext) => {
    const assignment = store.tables.memberFunctions.find((row) => row.id === id());
    const member = assignment && store.member(assignment.membro_id);
    if (!assignment || !member) throw notFound();
    requireStanding(member.ministerio_id, MANAGERS);
    return { assignment, member };
  };

  return [
    route('get', '/ministerios/:id/membros', ({ request, locale, id, requireStanding, store }) => {
      const { ministry, standing } = requireStanding(id(), ACTIVE_MEMBERS);
      const { status } = validate(membersQuerySchema, queryOf(request), locale);
      const visible = visibleStatuses[standing];
      if (status && !visible.includes(status)) throw forbidden();
      const wanted = status ? [status] : visible;
      const members = store.tables.members
        .filter((row) => row.ministerio_id === ministry.id && wanted.includes(row.status))
        .sort((a, b) => store.memberName(a.id).localeCompare(store.memberName(b.id), 'pt-BR'));
      return reply(
        z.array(ministryMemberSchema),
        members.map((row) => presentMember(store, row)),
      );
    }),

    route('put', '/membros/:id', async (context) => {
      const { member, standing, isOwnerRow } = managedMember(context);
      const body = validate(
        updateMemberRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      if ('admin' in body) {
        if (standing !== 'PROPRIETARIO') throw forbidden();
        if (isOwnerRow) throw conflict('owner_protected');
        if (member.status !== 'ATIVO') throw conflict('member_not_active');
        member.admin = body.admin;
      } else {
        // PENDENTE -> ATIVO (approve) and INATIVO -> ATIVO (reactivate).
        if (member.status === 'ATIVO') throw conflict('invalid_transition');
        member.status = 'ATIVO';
        member.admin = false;
      }
      return reply(messageResponseSchema, { message: context.message('member_updated') });
    }),

    route('delete', '/membros/:id', (context) => {
      const { member, standing, isOwnerRow } = managedMember(context);
      const { store, message } = context;
      if (isOwnerRow) throw conflict('owner_protected');
      const remove = () => {
        store.tables.members = store.tables.members.filter((row) => row.id !== member.id);
      };
      if (member.status === 'PENDENTE') {
        remove();
        return reply(messageResponseSchema, { message: message('request_rejected') });
      }
      if (standing !== 'PROPRIETARIO') throw forbidden();
      if (member.status === 'ATIVO') {
        member.status = 'INATIVO';
        member.admin = false;
        return reply(messageResponseSchema, { message: message('member_deactivated') });
      }
      remove();
      return reply(messageResponseSchema, { message: message('member_removed') });
    }),

    route('get', '/ministerios/:id/funcoes', ({ id, requireStanding, store }) => {
      const { ministry } = requireStanding(id(), ACTIVE_MEMBERS);
      return reply(
        z.array(ministryFunctionSchema),
        store.tables.functions
          .filter((fn) => fn.ministerio_id === ministry.id)
          .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
          .map(presentFunction),
      );
    }),

    route(
      'post',
      '/ministerios/:id/funcoes',
      async ({ request, locale, id, requireStanding, store }) => {
        const { ministry } = requireStanding(id(), MANAGERS);
        const body = validate(createFunctionRequestSchema, await readBody(request), locale);
        if (body.ministerio_id !== undefined && body.ministerio_id !== ministry.id)
          throw badRequest('ministry_mismatch');
        functionNameTaken(store, ministry.id, body.nome);
        const now = new Date().toISOString();
        const fn = {
          id: store.nextId('functions'),
          ministerio_id: ministry.id,
          nome: body.nome,
          descricao: body.descricao,
          icone: body.icone,
          data_criacao: now,
          data_atualizacao: now,
        };
        store.tables.functions.push(fn);
        return reply(ministryFunctionSchema, presentFunction(fn), 201);
      },
    ),

    route('put', '/funcoes/:id', async (context) => {
      const fn = managedFunction(context);
      const body = validate(
        updateFunctionRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      if (body.nome !== undefined)
        functionNameTaken(context.store, fn.ministerio_id, body.nome, fn.id);
      Object.assign(fn, {
        ...(body.nome !== undefined && { nome: body.nome }),
        ...(body.descricao !== undefined && { descricao: body.descricao }),
        ...(body.icone !== undefined && { icone: body.icone }),
        data_atualizacao: new Date().toISOString(),
      });
      return reply(ministryFunctionSchema, presentFunction(fn));
    }),

    route('delete', '/funcoes/:id', (context) => {
      const fn = managedFunction(context);
      const { store } = context;
      store.tables.functions = store.tables.functions.filter((row) => row.id !== fn.id);
      store.tables.memberFunctions = store.tables.memberFunctions.filter(
        (row) => row.funcao_id !== fn.id,
      );
      return reply(messageResponseSchema, { message: context.message('function_deleted') });
    }),

    route('get', '/membros/:id/funcoes', (context) => {
      const member = visibleMember(context, ACTIVE_MEMBERS);
      return reply(
        z.array(memberFunctionSchema),
        context.store.assignmentsOf(member.id).map((row) => presentAssignment(context.store, row)),
      );
    }),

    route('post', '/membros/:id/funcoes', async (context) => {
      const member = visibleMember(context, MANAGERS);
      const { store } = context;
      requireActive(member);
      const body = validate(
        assignFunctionRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      requireMinistryFunction(store, member.ministerio_id, body.funcao_id);
      if (store.assignmentsOf(member.id).some((row) => row.funcao_id === body.funcao_id))
        throw conflict('function_already_assigned');
      const row = {
        id: store.nextId('memberFunctions'),
        membro_id: member.id,
        funcao_id: body.funcao_id,
        principal: body.principal,
        observacoes: body.observacoes,
      };
      store.tables.memberFunctions.push(row);
      if (row.principal) clearOtherPrincipal(store, member.id, row.id);
      return reply(memberFunctionSchema, presentAssignment(store, row), 201);
    }),

    route('put', '/membro-funcoes/:id', async (context) => {
      const { assignment, member } = managedAssignment(context);
      const { store } = context;
      requireActive(member);
      const body = validate(
        updateAssignmentRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      if (body.funcao_id !== undefined) {
        requireMinistryFunction(store, member.ministerio_id, body.funcao_id);
        const clash = store
          .assignmentsOf(member.id)
          .some((row) => row.funcao_id === body.funcao_id && row.id !== assignment.id);
        if (clash) throw conflict('function_already_assigned');
        assignment.funcao_id = body.funcao_id;
      }
      if (body.principal !== undefined) assignment.principal = body.principal;
      if (body.observacoes !== undefined) assignment.observacoes = body.observacoes;
      if (assignment.principal) clearOtherPrincipal(store, member.id, assignment.id);
      return reply(memberFunctionSchema, presentAssignment(store, assignment));
    }),

    route('delete', '/membro-funcoes/:id', (context) => {
      const { assignment } = managedAssignment(context);
      const { store } = context;
      store.tables.memberFunctions = store.tables.memberFunctions.filter(
        (row) => row.id !== assignment.id,
      );
      return reply(messageResponseSchema, { message: context.message('assignment_deleted') });
    }),
  ];
}
