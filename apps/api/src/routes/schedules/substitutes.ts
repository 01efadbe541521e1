import {
  apiPaths,
  idParamsSchema,
  monthBoundsOf,
  presenceAnswerOpen,
  rankSubstitutes,
  scheduleDetailSchema,
  substitutesQuerySchema,
  substitutesSchema,
  swapMemberRequestSchema,
  swapRefusal,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { forbidden, HttpError } from '../../errors/http-error';
import { loadDetail } from '../../schedules/load-detail';
import { errorResponses } from '../error-responses';

/**
 * Substitutes for a declined place or an open slot (docs/schedules.md): who could play a
 * function on the schedule, best first, and the swap (or the fill). For whoever may edit the
 * schedule.
 */
export const substituteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.scheduleSubstitutes,
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Active members holding the function, available on the date and not on the schedule: principal function first, then fewer participations that month (admin rights or the leader)',
        params: idParamsSchema,
        querystring: substitutesQuerySchema,
        response: { 200: substitutesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { schedule, canEdit } = await app.access.schedule(request.user, request.params.id);
      if (!canEdit) throw forbidden();
      const fn = await app.repos.functions.findById(request.query.funcao_id);
      if (fn?.ministry_id !== schedule.ministry_id)
        throw new HttpError(400, 'function_not_in_ministry', 'function_not_in_ministry');
      const holders = await app.repos.memberFunctions.holdersOf(fn.id);
      const ids = holders.map((holder) => holder.member_id);
      const month = monthBoundsOf(schedule.data);
      const [members, unavailable, participations] = await Promise.all([
        app.repos.schedules.membersOf(schedule.id),
        app.repos.unavailabilities.coveringDate(schedule.ministry_id, schedule.data, ids),
        app.repos.schedules.participations(schedule.ministry_id, ids, {
          from: month.inicio,
          to: month.fim,
        }),
      ]);
      return {
        funcao_id: fn.id,
        substitutos: rankSubstitutes(
          holders,
          {
            scheduled: new Set(members.map((member) => member.member_id)),
            unavailable: new Set(unavailable.map((row) => row.member_id)),
          },
          participations,
        ),
      };
    },
  );

  app.post(
    apiPaths.swapScheduleMember,
    {
      schema: {
        tags: ['schedules'],
        summary:
          "Put a substitute in a declined member's place in one function, or without membro_id in an open slot of the function; their answer starts pending (admin rights or the leader, until the schedule's day ends)",
        params: idParamsSchema,
        body: swapMemberRequestSchema,
        response: { 200: scheduleDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const access = await app.access.schedule(request.user, request.params.id);
      if (!access.canEdit) throw forbidden();
      const { membro_id, funcao_id, substituto_id } = request.body;
      const today = todayIn(app.config.timeZone);
      const swapped = await app.repos.schedules.swapMember(
        access.schedule,
        { userId: request.user.id },
        { replaced: membro_id, functionId: funcao_id, substitute: substituto_id },
        (facts) => swapRefusal({ ...facts, open: presenceAnswerOpen(facts.scheduleDate, today) }),
        // The substitute is told they were added, the member who declined that they left.
        app.mailQueue.afterScheduleWrite,
      );
      if (swapped.refused) throw new HttpError(409, swapped.refused, swapped.refused);
      void app.mailQueue.kick();
      return loadDetail(app.repos, access.schedule.id, access, today);
    },
  );
};
