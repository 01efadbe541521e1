import {
  ACTIVE_MEMBERS,
  apiPaths,
  idParamsSchema,
  ministryStatisticsSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { requestLocale } from '../../i18n/messages';
import { ministryStatistics } from '../../ministries/statistics';
import { errorResponses } from '../error-responses';

export const statisticsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.ministryStatistics,
    {
      schema: {
        tags: ['ministries'],
        summary:
          'Counts for the ministry home and schedules of the last 6 months; published and finished schedules count, drafts do not',
        params: idParamsSchema,
        response: { 200: ministryStatisticsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry } = await app.access.ministry(
        request.user,
        request.params.id,
        ACTIVE_MEMBERS,
      );
      return ministryStatistics(
        app.repos.statistics,
        ministry,
        requestLocale(request),
        todayIn(app.config.timeZone),
      );
    },
  );
};
