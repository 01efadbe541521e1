import {
  apiPaths,
  autoFill,
  autoFillRequestSchema,
  autoFillResponseSchema,
  idParamsSchema,
  MANAGERS,
  monthBounds,
  presentAutoFill,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { HttpError, notFound } from '../../errors/http-error';
import type { AutoFillSelection } from '../../repositories/auto-fill-repository';
import { errorResponses } from '../error-responses';

/**
 * "Preencher equipe" (docs/schedules.md "Auto-fill"): fills the open slots of one draft, or of
 * every draft of a month, with the contracts' autoFill, and writes the picks into the drafts.
 * Admin rights; nothing is published.
 */
export const autoFillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.ministryAutoFill,
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Fill the open slots of a draft (escala_id), or of every draft of a month (mes, ano), fairly; each pick says why (admin rights)',
        params: idParamsSchema,
        body: autoFillRequestSchema,
        response: { 200: autoFillResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ministry } = await app.access.ministry(request.user, request.params.id, MANAGERS);
      const { escala_id, mes, ano } = request.body;
      let selection: AutoFillSelection;
      if (escala_id !== undefined) {
        const schedule = await app.repos.schedules.findById(escala_id);
        if (schedule?.ministry_id !== ministry.id) throw notFound();
        if (schedule.publicada === 1 || schedule.finalizada === 1)
          throw new HttpError(409, 'not_a_draft', 'not_a_draft');
        selection = { scheduleId: schedule.id };
      } else {
        const year = ano ?? Number(todayIn(app.config.timeZone).slice(0, 4));
        const { inicio, fim } = monthBounds(year, mes!);
        selection = { from: inicio, to: fim };
      }
      const outcome = await app.repos.autoFill.fill(
        ministry.id,
        { userId: request.user.id, allowed: MANAGERS },
        selection,
        autoFill,
      );
      return presentAutoFill(outcome.results, {
        drafts: outcome.drafts,
        members: outcome.memberNames,
        functions: outcome.functionNames,
      });
    },
  );
};
