import {
  apiPaths,
  daysAround,
  idParamsSchema,
  MANAGERS,
  presentConflicts,
  scheduleConflictsQuerySchema,
  scheduleConflictsSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError } from '../../errors/http-error';
import { readableSchedules } from '../../schedules/readable-schedules';
import { errorResponses } from '../error-responses';

/**
 * Double booking (docs/schedules.md): which of the ministry's members are on another
 * published schedule, of any ministry, starting within three hours of the one being built. A
 * warning for the form, never a refusal of the save.
 */
export const scheduleConflictRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.scheduleConflicts,
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Members on another published schedule (any ministry) near the date and time; limited per user',
        description:
          'For admin rights, or the leader of `escala_id`. A schedule the caller may read (an active standing in its ministry that sees it) is named in `compromissos` when it starts within 3 hours. One the caller may not read only sets `compromisso_oculto_no_dia`, when it is on the same calendar day at any hour: no id, title, ministry or time, and the same answer for every `horario`, so asking time after time cannot find its start.',
        params: idParamsSchema,
        querystring: scheduleConflictsQuerySchema,
        response: { 200: scheduleConflictsSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler: app.userRateLimit('conflicts', app.config.rateLimit.conflictsPerUser),
    },
    async (request) => {
      const { data, horario, escala_id } = request.query;
      const ministryId = request.params.id;
      // Whoever builds this schedule: admin rights, or the leader editing the one they lead.
      if (escala_id === undefined) await app.access.ministry(request.user, ministryId, MANAGERS);
      else {
        const access = await app.access.schedule(request.user, escala_id);
        if (access.schedule.ministry_id !== ministryId)
          throw new HttpError(400, 'ministry_mismatch', 'ministry_mismatch');
        if (!access.canEdit) throw forbidden();
      }
      const found = await app.repos.schedules.commitmentsAround(
        ministryId,
        daysAround(data),
        escala_id,
      );
      const readable = await readableSchedules(app.repos, request.user, found);
      return presentConflicts({ data, horario }, found, (row) => readable.has(row.schedule_id));
    },
  );
};
