import {
  ACTIVE_MEMBERS,
  apiPaths,
  mayManage,
  presentScheduleSummary,
  presentSlots,
  scheduleListQuerySchema,
  scheduleListRange,
  schedulePageSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { dataStamp } from '../../db/versioned-cache';
import { createAnswerCache, keyOf } from '../../http/answer-cache';
import { errorResponses } from '../error-responses';

export const scheduleListRoute: FastifyPluginAsyncZod = async (app) => {
  const answer = createAnswerCache({ maxEntries: 2_000, maxSize: 8_000_000 });

  app.get(
    apiPaths.schedules,
    {
      schema: {
        tags: ['schedules'],
        summary:
          "A page of a ministry's schedules (drafts: admin rights and their leader), each with what its slots still need. In a month, a year or a range of days: oldest first; otherwise newest first",
        querystring: scheduleListQuerySchema,
        response: { 200: schedulePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ministerio_id, pagina, por_pagina, busca } = request.query;
      const { ministry, standing, membership } = await app.access.ministry(
        request.user,
        ministerio_id,
        ACTIVE_MEMBERS,
      );
      const { ascending, ...range } = scheduleListRange(
        request.query,
        todayIn(app.config.timeZone),
      );
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
          ascending,
          offset: (pagina - 1) * por_pagina,
          limit: por_pagina,
        });
        const slots = await app.repos.schedules.slotsOfMany(rows.map((row) => row.id));
        return {
          escalas: rows.map((row) => {
            const open = slots.get(row.id);
            return {
              ...presentScheduleSummary(row),
              faltam: open ? presentSlots(open.slots, open.places).faltam : [],
            };
          }),
          total,
          pagina,
          por_pagina,
        };
      });
    },
  );
};
