import {
  ACTIVE_MEMBERS,
  MANAGERS,
  apiPaths,
  assignFunctionRequestSchema,
  assignmentRefusal,
  assignmentRefusalAnswers,
  createFunctionRequestSchema,
  memberFunctionSchema,
  membersQuerySchema,
  messageResponseSchema,
  ministryFunctionSchema,
  ministryMemberSchema,
  presentAssignment,
  presentFunction,
  presentMember,
  sortByName,
  updateAssignmentRequestSchema,
  updateFunctionRequestSchema,
  updateMemberRequestSchema,
  maySetMemberPreferences,
  memberPreferencesRefusal,
  memberPreferencesSchema,
  presentMemberPreferences,
  updateMemberPreferencesRequestSchema,
  type MemberFunctionRecord,
  type MemberChangeRefusal,
  type MemberListViewer,
  type MemberRecord,
  planMemberRemoval,
  planMemberUpdate,
  visibleMemberStatuses,
  isStaleVersion,
  STALE_VERSION,
} from '@levita/contracts';
import { z } from 'zod/mini';
import type { DemoMember, DemoStore } from '../demo-store';
import {
  MockHttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  reply,
  type Router,
} from '../http';
import {
  assignmentById,
  functionById,
  memberById,
  memberMinistryOf,
  ministryIdOf,
} from '../lookups';
import { FIRST_VERSION, raiseVersion, requireVersion } from '../versions';
import { assignmentView, memberView } from '../views';

/** What the shared rule refused, as the API answers it. */
const refusal = ({ status, error }: MemberChangeRefusal) =>
  status === 403 ? forbidden() : conflict(error);

function functionNameTaken(store: DemoStore, ministryId: number, nome: string, except?: number) {
  const taken = store.tables.functions.some(
    (fn) =>
      fn.ministry_id === ministryId &&
      fn.id !== except &&
      fn.nome.toLocaleLowerCase() === nome.toLocaleLowerCase(),
  );
  if (taken) throw conflict('function_name_taken');
}

/**
 * Only one principal function per member: a new principal takes the star from the old one,
 * which is a change to that row too (an edit of it read with the star is now stale).
 */
function clearOtherPrincipal(store: DemoStore, memberId: number, keep: number) {
  for (const row of store.tables.memberFunctions)
    if (row.member_id === memberId && row.id !== keep && row.principal) {
      row.principal = 0;
      raiseVersion(row);
    }
}

/** An assignment the shared rule refuses, answered as the API answers it. */
function requireAssignable(store: DemoStore, member: MemberRecord, functionId: number | undefined) {
  const refused = assignmentRefusal({
    memberStatus: member.status,
    ministryId: member.ministry_id,
    functionMinistryId:
      functionId === undefined ? undefined : (store.function(functionId)?.ministry_id ?? null),
  });
  if (!refused) return;
  const answer = assignmentRefusalAnswers[refused];
  throw new MockHttpError(answer.status, answer.error, answer.message);
}

const presentMemberRow = (store: DemoStore, row: DemoMember, viewer: MemberListViewer) =>
  presentMember(memberView(store, row), store.ministry(row.ministry_id)!.proprietario_id, viewer);

const presentAssignmentRow = (store: DemoStore, row: MemberFunctionRecord) =>
  presentAssignment(assignmentView(store, row));

/** Members, their status and admin flag, the functions catalogue and who holds which. */
export function memberHandlers({ route }: Router) {
  return [
    route('get', apiPaths.ministryMembers, ({ parseQuery, id, requireStanding, store }) => {
      const { ministry, standing, user } = requireStanding(id(), ACTIVE_MEMBERS);
      const viewer = { userId: user.id, standing };
      const { status } = parseQuery(membersQuerySchema);
      const visible = visibleMemberStatuses[standing];
      if (status && !visible.includes(status)) throw forbidden();
      const wanted = status ? [status] : visible;
      const members = store.tables.members.filter(
        (row) =>
          row.ministry_id === ministry.id &&
          wanted.includes(row.status) &&
          store.liveMember(row.id) !== undefined,
      );
      return reply(
        z.array(ministryMemberSchema),
        sortByName(members, (row) => store.memberName(row.id)).map((row) =>
          presentMemberRow(store, row, viewer),
        ),
      );
    }),

    route('put', apiPaths.member, async (context) => {
      const { row, standing, ministry } = context.load(memberById, ministryIdOf, MANAGERS);
      const body = await context.parseBody(updateMemberRequestSchema);
      const update = planMemberUpdate(
        { standing, member: row, ownerId: ministry.proprietario_id },
        body,
      );
      if (update.refused) throw refusal(update.refused);
      if (update.changes.status) row.status = update.changes.status;
      row.admin = update.changes.admin ? 1 : 0;
      row.updated_at = context.store.now();
      return reply(messageResponseSchema, { message: context.message('member_updated') });
    }),

    route('delete', apiPaths.member, (context) => {
      const { row, standing, ministry } = context.load(memberById, ministryIdOf, MANAGERS);
      const { store, message } = context;
      const removal = planMemberRemoval({
        standing,
        member: row,
        ownerId: ministry.proprietario_id,
      });
      if (removal.refused) throw refusal(removal.refused);
      if (removal.outcome === 'deactivate')
        Object.assign(row, { status: 'INATIVO', admin: 0, updated_at: store.now() });
      else store.deleteMembers(new Set([row.id]));
      return reply(messageResponseSchema, { message: message(removal.message) });
    }),

    route('get', apiPaths.ministryFunctions, ({ id, requireStanding, store }) => {
      const { ministry } = requireStanding(id(), ACTIVE_MEMBERS);
      const functions = store.tables.functions.filter((fn) => fn.ministry_id === ministry.id);
      return reply(
        z.array(ministryFunctionSchema),
        sortByName(functions, (fn) => fn.nome).map(presentFunction),
      );
    }),

    route('post', apiPaths.ministryFunctions, async ({ parseBody, id, requireStanding, store }) => {
      const { ministry } = requireStanding(id(), MANAGERS);
      const body = await parseBody(createFunctionRequestSchema);
      if (body.ministerio_id !== undefined && body.ministerio_id !== ministry.id)
        throw badRequest('ministry_mismatch');
      functionNameTaken(store, ministry.id, body.nome);
      const now = store.now();
      const fn = {
        id: store.nextId('functions'),
        ministry_id: ministry.id,
        nome: body.nome,
        descricao: body.descricao,
        icone: body.icone,
        versao: FIRST_VERSION,
        created_at: now,
        updated_at: now,
      };
      store.tables.functions.push(fn);
      return reply(ministryFunctionSchema, presentFunction(fn), 201);
    }),

    route('put', apiPaths.function, async (context) => {
      const { row: fn } = context.load(functionById, ministryIdOf, MANAGERS);
      const body = await context.parseBody(updateFunctionRequestSchema);
      requireVersion(fn, body.versao);
      if (body.nome !== undefined)
        functionNameTaken(context.store, fn.ministry_id, body.nome, fn.id);
      Object.assign(fn, {
        ...(body.nome !== undefined && { nome: body.nome }),
        ...(body.descricao !== undefined && { descricao: body.descricao }),
        ...(body.icone !== undefined && { icone: body.icone }),
        updated_at: context.store.now(),
      });
      raiseVersion(fn);
      return reply(ministryFunctionSchema, presentFunction(fn));
    }),

    route('delete', apiPaths.function, (context) => {
      const { row: fn } = context.load(functionById, ministryIdOf, MANAGERS);
      context.store.deleteFunction(fn.id);
      return reply(messageResponseSchema, { message: context.message('function_deleted') });
    }),

    route('get', apiPaths.memberFunctions, (context) => {
      const { row, standing } = context.load(memberById, ministryIdOf, ACTIVE_MEMBERS);
      // Plain members see active members' functions only.
      if (standing === 'MEMBRO' && row.status !== 'ATIVO') throw notFound();
      const { store } = context;
      return reply(
        z.array(memberFunctionSchema),
        store.assignmentsOf(row.id).map((assigned) => presentAssignmentRow(store, assigned)),
      );
    }),

    route('post', apiPaths.memberFunctions, async (context) => {
      const { row: holder } = context.load(memberById, ministryIdOf, MANAGERS);
      const { store } = context;
      const body = await context.parseBody(assignFunctionRequestSchema);
      requireAssignable(store, holder, body.funcao_id);
      if (store.assignmentsOf(holder.id).some((row) => row.function_id === body.funcao_id))
        throw conflict('function_already_assigned');
      const row = {
        id: store.nextId('memberFunctions'),
        member_id: holder.id,
        function_id: body.funcao_id,
        principal: body.principal ? 1 : 0,
        observacoes: body.observacoes,
        versao: FIRST_VERSION,
        created_at: store.now(),
      };
      store.tables.memberFunctions.push(row);
      if (row.principal) clearOtherPrincipal(store, holder.id, row.id);
      return reply(memberFunctionSchema, presentAssignmentRow(store, row), 201);
    }),

    route('put', apiPaths.memberFunction, async (context) => {
      const { row } = context.load(assignmentById, memberMinistryOf, MANAGERS);
      const { store } = context;
      const body = await context.parseBody(updateAssignmentRequestSchema);
      requireAssignable(store, row.member, body.funcao_id);
      const assigned = row.entry;
      requireVersion(assigned, body.versao);
      if (body.funcao_id !== undefined) {
        const clash = store
          .assignmentsOf(row.member.id)
          .some((other) => other.function_id === body.funcao_id && other.id !== assigned.id);
        if (clash) throw conflict('function_already_assigned');
        assigned.function_id = body.funcao_id;
      }
      if (body.principal !== undefined) assigned.principal = body.principal ? 1 : 0;
      if (body.observacoes !== undefined) assigned.observacoes = body.observacoes;
      raiseVersion(assigned);
      if (assigned.principal) clearOtherPrincipal(store, row.member.id, assigned.id);
      return reply(memberFunctionSchema, presentAssignmentRow(store, assigned));
    }),

    route('delete', apiPaths.memberFunction, (context) => {
      const { row } = context.load(assignmentById, memberMinistryOf, MANAGERS);
      const { store } = context;
      store.tables.memberFunctions = store.tables.memberFunctions.filter(
        (other) => other.id !== row.entry.id,
      );
      return reply(messageResponseSchema, { message: context.message('assignment_deleted') });
    }),

    route('put', apiPaths.memberPreferences, async (context) => {
      const body = await context.parseBody(updateMemberPreferencesRequestSchema);
      const { row, user } = context.load(memberById, ministryIdOf, ACTIVE_MEMBERS);
      if (!maySetMemberPreferences(row, user.id)) throw forbidden();
      const { store } = context;
      const refused = memberPreferencesRefusal({
        memberId: row.id,
        ministryId: row.ministry_id,
        partnerId: body.junto_com,
        partner: body.junto_com === null ? undefined : store.liveMember(body.junto_com),
      });
      if (refused) throw badRequest(refused);
      if (isStaleVersion(row.preferencias_versao, body.versao)) throw conflict(STALE_VERSION);
      Object.assign(row, {
        limite_mensal: body.limite_mensal,
        junto_com: body.junto_com,
        preferencias_versao: row.preferencias_versao + 1,
        updated_at: store.now(),
      });
      return reply(memberPreferencesSchema, presentMemberPreferences(row));
    }),
  ];
}
