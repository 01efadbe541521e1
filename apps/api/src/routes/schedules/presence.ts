import {
  ACTIVE_MEMBERS,
  confirmPresenceResponseSchema,
  idParamsSchema,
  mySchedulesQuerySchema,
  mySchedulesResponseSchema,
  presenceSchema,
  presentMySchedule,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { requireStanding } from '../../ministries/ministry-access';
import { requireUser } from '../../plugins/app/authenticate';
import type { UserRow } from '../../repositories/users-repository';
import { scheduleAccess } from '../../schedules/schedule-access';
import { errorResponses } from '../error-responses';

/** A member's side of schedules: am I on it, confirm, my schedules (part 2 §4 Presence). */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  /** The caller's row on a schedule they may see; undefined when they are not on it. */
  const myPlaceOn = async (scheduleId: number, user: UserRow) => {
    const { schedule, memberId } = await scheduleAccess(app, user, scheduleId);
    return memberId === undefined
      ? undefined
      : app.repos.schedules.scheduledMember(schedule.id, memberId);
  };

  app.get(
    '/escalas/:id/verificar',
    {
      ...secured,
      schema: {
        tags: ['schedules'],
        summary: 'Whether the caller is on the schedule and has confirmed',
        security,
        params: idParamsSchema,
        response: { 200: presenceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const mine = await myPlaceOn(request.params.id, requireUser(request));
      return { estou_escalado: mine !== undefined, confirmei_presenca: mine?.confirmado === 1 };
    },
  );

  app.post(
    '/escalas/:id/confirmar',
    {
      ...secured,
      schema: {
        tags: ['schedules'],
        summary: 'Confirm presence (scheduled members only; confirming again changes nothing)',
        security,
        params: idParamsSchema,
        response: { 200: confirmPresenceResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const mine = await myPlaceOn(request.params.id, requireUser(request));
      if (!mine) throw new HttpError(403, 'not_scheduled', 'not_scheduled');
      await app.repos.schedules.confirm(mine.id);
      return {
        message: message(requestLocale(request), 'presence_confirmed'),
        estou_escalado: true,
        confirmei_presenca: true,
      };
    },
  );

  app.get(
    '/minhas-escalas',
    {
      ...secured,
      schema: {
        tags: ['schedules'],
        summary:
          "Published and finished schedules the caller is on, oldest first: one ministry's or all; dates inclusive",
        security,
        querystring: mySchedulesQuerySchema,
        response: { 200: mySchedulesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { ministerio_id, data_inicial, data_final } = request.query;
      if (ministerio_id !== undefined)
        await requireStanding(app, user, ministerio_id, ACTIVE_MEMBERS);
      const memberIds = await app.repos.members.activeMemberIds(user.id, ministerio_id);
      const rows = await app.repos.schedules.ofMembers(memberIds, {
        from: data_inicial,
        to: data_final,
      });
      return {
        escalas: rows.map(presentMySchedule),
      };
    },
  );
};
