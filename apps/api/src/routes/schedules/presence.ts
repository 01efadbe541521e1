import {
  ACTIVE_MEMBERS,
  apiPaths,
  confirmPresenceResponseSchema,
  declinePresenceRequestSchema,
  idParamsSchema,
  mayAnswer,
  mySchedulesQuerySchema,
  mySchedulesResponseSchema,
  presenceAnswerOf,
  presenceAnswerOpen,
  presenceSchema,
  presentMySchedule,
} from '@levita/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { dataStamp } from '../../db/versioned-cache';
import { HttpError } from '../../errors/http-error';
import { createAnswerCache, keyOf } from '../../http/answer-cache';
import { message, requestLocale } from '../../i18n/messages';
import type { SignedInUser } from '../../repositories/users-repository';
import { errorResponses } from '../error-responses';

/** A member's side of schedules: am I on it, confirm, my schedules (part 2 §4 Presence). */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers per caller and dates: each member opens their own home.
  const answer = createAnswerCache({ maxEntries: 5_000, maxSize: 8_000_000 });

  /** The caller's row on a schedule they may see; undefined when they are not on it. */
  const myPlaceOn = async (scheduleId: number, user: SignedInUser) => {
    const { schedule, memberId } = await app.access.schedule(user, scheduleId);
    return memberId === undefined
      ? undefined
      : app.repos.schedules.scheduledMember(schedule.id, memberId);
  };

  app.get(
    apiPaths.verifyPresence,
    {
      schema: {
        tags: ['schedules'],
        summary: 'Whether the caller is on the schedule and has confirmed or declined',
        params: idParamsSchema,
        response: { 200: presenceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const mine = await myPlaceOn(request.params.id, request.user);
      const answer = mine && presenceAnswerOf(mine);
      return {
        estou_escalado: mine !== undefined,
        confirmei_presenca: answer === 'CONFIRMADO',
        recusei_presenca: answer === 'RECUSADO',
      };
    },
  );

  /**
   * Records the caller's answer. Only members on the schedule answer (403 otherwise); a first
   * confirmation is always taken, a decline or a change of answer only until the schedule's
   * day is over (409 presence_closed), as @levita/contracts `presenceAnswerOpen` says.
   */
  const recordAnswer = async (
    request: FastifyRequest,
    scheduleId: number,
    next: { confirm: true } | { confirm: false; motivo: string },
  ) => {
    const { schedule, memberId } = await app.access.schedule(request.user, scheduleId);
    const today = todayIn(app.config.timeZone);
    const result =
      memberId === undefined
        ? undefined
        : await app.repos.schedules.answer(
            schedule,
            { userId: request.user.id },
            next,
            (previous, now) =>
              mayAnswer(
                next.confirm ? 'CONFIRMADO' : 'RECUSADO',
                previous,
                presenceAnswerOpen(now.data, today),
              ),
          );
    if (!result) throw new HttpError(403, 'not_scheduled', 'not_scheduled');
    if (result === 'refused') throw new HttpError(409, 'presence_closed', 'presence_closed');
    return {
      message: message(
        requestLocale(request),
        next.confirm ? 'presence_confirmed' : 'presence_declined',
      ),
      estou_escalado: true,
      confirmei_presenca: next.confirm,
      recusei_presenca: !next.confirm,
    };
  };

  app.post(
    apiPaths.confirmPresence,
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Confirm presence (scheduled members only; confirming again changes nothing; after a decline, only until the schedule day ends)',
        params: idParamsSchema,
        response: { 200: confirmPresenceResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => recordAnswer(request, request.params.id, { confirm: true }),
  );

  app.post(
    apiPaths.declinePresence,
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Decline with a reason (scheduled members only, until the schedule day ends; declining again replaces the reason)',
        params: idParamsSchema,
        body: declinePresenceRequestSchema,
        response: {
          200: confirmPresenceResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    (request) =>
      recordAnswer(request, request.params.id, { confirm: false, motivo: request.body.motivo }),
  );

  /**
   * The caller's ATIVO member rows with their ministries' data versions: in one ministry, from
   * the access check's own row (no second query); else in every ministry.
   */
  const activeMemberships = async (user: SignedInUser, ministryId: number | undefined) => {
    if (ministryId === undefined) return app.repos.members.activeMinistries(user.id);
    const { ministry, membership } = await app.access.ministry(user, ministryId, ACTIVE_MEMBERS);
    return membership?.status === 'ATIVO' ? [{ ...ministry, member_id: membership.id }] : [];
  };

  app.get(
    apiPaths.mySchedules,
    {
      schema: {
        tags: ['schedules'],
        summary:
          "Published and finished schedules the caller is on, oldest first: one ministry's or all; dates inclusive",
        querystring: mySchedulesQuerySchema,
        response: { 200: mySchedulesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const { ministerio_id, data_inicial, data_final } = request.query;
      const memberships = await activeMemberships(user, ministerio_id);
      const memberIds = memberships.map((row) => row.member_id);
      const { stamp } = dataStamp(memberships);
      const key = keyOf(memberIds.join(','), data_inicial, data_final);
      return answer(reply, { key, stamp }, async () => {
        const rows = await app.repos.schedules.ofMembers(memberIds, {
          from: data_inicial,
          to: data_final,
        });
        return { escalas: rows.map(presentMySchedule) };
      });
    },
  );
};
