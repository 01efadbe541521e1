import {
  apiPaths,
  currentListsOf,
  emptyLists,
  idParamsSchema,
  MANAGERS,
  messageResponseSchema,
  saveScheduleRequestSchema,
  scheduleDetailSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { todayIn } from '../../calendar/today';
import { loadDetail } from '../../schedules/load-detail';
import { prepareSave, sourcesIn } from '../../schedules/prepare-save';
import { errorResponses } from '../error-responses';

/** Create, read, edit and delete a schedule (part 2 §4, §5, §7 Schedules). */
export const scheduleCrudRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.schedules,
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Create a schedule, as a draft or published (admin rights); refuses members unavailable on its date',
        body: saveScheduleRequestSchema,
        response: { 201: scheduleDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const locale = requestLocale(request);
      if (body.ministerio_id === undefined)
        throw new HttpError(
          400,
          'validation_error',
          'validation_error',
          {},
          { errors: { ministerio_id: [message(locale, 'required')] } },
        );
      const access = await app.access.ministry(request.user, body.ministerio_id, MANAGERS);
      const id = await app.repos.schedules.create(
        access.ministry.id,
        { userId: request.user.id, allowed: MANAGERS },
        (trx) =>
          prepareSave(sourcesIn(app.repos, trx), access.ministry.id, body, emptyLists(), locale),
        app.mailQueue.afterScheduleWrite,
      );
      void app.mailQueue.kick();
      return reply
        .code(201)
        .send(await loadDetail(app.repos, id, access, todayIn(app.config.timeZone)));
    },
  );

  app.get(
    apiPaths.schedule,
    {
      schema: {
        tags: ['schedules'],
        summary:
          "A schedule with its songs, members and the caller's presence (drafts: admin rights and the leader)",
        params: idParamsSchema,
        response: { 200: scheduleDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await app.access.schedule(request.user, request.params.id);
      return loadDetail(app.repos, access.schedule.id, access, todayIn(app.config.timeZone));
    },
  );

  app.put(
    apiPaths.schedule,
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Replace a schedule (admin rights or its leader); members who stay keep their confirmation unless the date or time changes',
        params: idParamsSchema,
        body: saveScheduleRequestSchema,
        response: { 200: scheduleDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const access = await app.access.schedule(request.user, request.params.id);
      if (!access.canEdit) throw forbidden();
      const { schedule } = access;
      const { versao, ...body } = request.body;
      if (body.ministerio_id !== undefined && body.ministerio_id !== schedule.ministry_id)
        throw new HttpError(400, 'ministry_mismatch', 'ministry_mismatch');
      await app.repos.schedules.replace(
        schedule,
        { userId: request.user.id },
        versao,
        // Checked against the schedule and the ministry's data as they are under the locks.
        (trx, locked, { songIds, members, items }) =>
          prepareSave(
            sourcesIn(app.repos, trx),
            locked.ministry_id,
            body,
            currentListsOf(locked, songIds, members, items),
            requestLocale(request),
          ),
        app.mailQueue.afterScheduleWrite,
      );
      void app.mailQueue.kick();
      return loadDetail(app.repos, schedule.id, access, todayIn(app.config.timeZone));
    },
  );

  app.delete(
    apiPaths.schedule,
    {
      schema: {
        tags: ['schedules'],
        summary: 'Delete a schedule that is not finished (admin rights)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const access = await app.access.schedule(request.user, request.params.id);
      if (!access.manages) throw forbidden();
      if (access.schedule.finalizada === 1)
        throw new HttpError(409, 'schedule_finished', 'schedule_finished');
      await app.repos.schedules.remove(
        access.schedule,
        { userId: request.user.id },
        app.mailQueue.afterScheduleWrite,
      );
      void app.mailQueue.kick();
      return { message: message(requestLocale(request), 'schedule_deleted') };
    },
  );
};
