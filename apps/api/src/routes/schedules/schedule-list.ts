import {
  ACTIVE_MEMBERS,
  apiPaths,
  mayManage,
  presentScheduleSummary,
  reportPeriod,
  scheduleListQuerySchema,
  schedulePageSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { dataStamp } from '../../db/versioned-cache';
import { createAnswerCache, keyOf } from '../../http/answer-cache';
import { errorResponses } from '../error-responses';

/** The dates a list covers: a month or a whole year (as the reports take them), or all. */
function period(mes: number | undefined, ano: number | undefined, today: string) {
  if (mes === undefined && ano === undefined) return {};
  const { inicio, fim } = reportPeriod(today, mes, ano);
  return { from: inicio, to: fim };
}

export const scheduleListRoute: FastifyPluginAsyncZod = async (app) => {
  const answer = createAnswerCache({ maxEntries: 2_000, maxSize: 8_000_000 });

  app.get(
    apiPaths.schedules,
    {
      schema: {
        tags: ['schedules'],
        summary:
          "A page of a ministry's schedules (drafts: admin rights and their leader). In a month or year: oldest first; otherwise newest first",
        querystring: scheduleListQuerySchema,
        response: { 200: schedulePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ministerio_id, pagina, por_pagina, mes, ano, busca } = request.query;
      const { ministry, standing, membership } = await app.access.ministry(
        request.user,
        ministerio_id,
        ACTIVE_MEMBERS,
      );
      const range = period(mes, ano, todayIn(app.config.timeZone));
      const visibility = { drafts: mayManage(standing), memberId: membership?.id };
      // What the caller may see is part of the key: a leader's drafts are not a member's.
      const key = keyOf(
        ministerio_id,
        visibility.drafts,
        visibility.drafts ? undefined : visibility.memberId,
        range.from,
        range.to,
        pagina,
        por_pagina,
        busca,
      );
      return answer(reply, { key, stamp: dataStamp([ministry]).stamp }, async () => {
        const { rows, total } = await app.repos.schedules.page({
          ministryId: ministerio_id,
          visibility,
          ...range,
          search: busca,
          ascending: range.from !== undefined,
          offset: (pagina - 1) * por_pagina,
          limit: por_pagina,
        });
        return { escalas: rows.map(presentScheduleSummary), total, pagina, por_pagina };
      });
    },
  );
};
