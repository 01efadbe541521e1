import {
  ACTIVE_MEMBERS,
  apiPaths,
  idParamsSchema,
  ministryStatisticsSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { dataStamp } from '../../db/versioned-cache';
import { createAnswerCache, keyOf } from '../../http/answer-cache';
import { requestLocale } from '../../i18n/messages';
import { ministryStatistics } from '../../ministries/statistics';
import { errorResponses } from '../error-responses';

export const statisticsRoute: FastifyPluginAsyncZod = async (app) => {
  // An answer per ministry, language and day: small, and read by every member's home.
  const answer = createAnswerCache({ maxEntries: 2_000, maxSize: 4_000_000 });

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
    async (request, reply) => {
      const { ministry } = await app.access.ministry(
        request.user,
        request.params.id,
        ACTIVE_MEMBERS,
      );
      const locale = requestLocale(request);
      const today = todayIn(app.config.timeZone);
      const { stamp } = dataStamp([ministry]);
      return answer(reply, { key: keyOf(ministry.id, locale, today), stamp }, () =>
        ministryStatistics(app.repos.statistics, ministry, locale, today),
      );
    },
  );
};
