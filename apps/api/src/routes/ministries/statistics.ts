import { ACTIVE_MEMBERS, idParamsSchema, ministryStatisticsSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { requestLocale } from '../../i18n/messages';
import { requireStanding } from '../../ministries/ministry-access';
import { ministryStatistics } from '../../ministries/statistics';
import { requireUser } from '../../plugins/app/authenticate';
import { errorResponses } from '../error-responses';

export const statisticsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ministerios/:id/estatisticas',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['ministries'],
        summary:
          'Counts for the ministry home and schedules of the last 6 months; published and finished schedules count, drafts do not',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: ministryStatisticsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry } = await requireStanding(
        app,
        requireUser(request),
        request.params.id,
        ACTIVE_MEMBERS,
      );
      return ministryStatistics(
        app.repos.statistics,
        ministry.id,
        requestLocale(request),
        todayIn(app.config.timeZone),
      );
    },
  );
};
