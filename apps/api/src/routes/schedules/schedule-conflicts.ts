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
 * Double booking (issue 25, docs/schedules.md): which of the ministry's members are on another
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
          'Members on another published schedule (any ministry) starting within 3 hours of the date and time; named only when the caller may read it (admin rights, or the leader of `escala_id`)',
        params: idParamsSchema,
        querystring: scheduleConflictsQuerySchema,
        response: { 200: scheduleConflictsSchema, ...errorResponses(400, 401, 403, 404) },
      },
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
