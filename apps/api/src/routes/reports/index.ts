import {
  apiPaths,
  MANAGERS,
  participationReportQuerySchema,
  participationReportSchema,
  reportPeriod,
  songsReportQuerySchema,
  songsReportSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { HttpError } from '../../errors/http-error';
import { presentParticipationReport, presentSongsReport } from '../../reports/present';
import { errorResponses } from '../error-responses';

/** The participation and songs reports (part 2 §2 Reports, §3, §7), for admin rights. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** "Current" month and year are the ministry's, not UTC's. */
  const periodOf = (mes?: number, ano?: number) =>
    reportPeriod(todayIn(app.config.timeZone), mes, ano);

  app.get(
    apiPaths.participationReport,
    {
      schema: {
        tags: ['reports'],
        summary:
          'Who served in a month or year (admin or owner): published and finished schedules count, drafts do not',
        querystring: participationReportQuerySchema,
        response: { 200: participationReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ministerio_id, mes, ano, membro_id } = request.query;
      const { ministry } = await app.access.ministry(request.user, ministerio_id, MANAGERS);
      if (membro_id !== undefined) {
        // Any member of the ministry, deactivated ones and former members (deleted accounts)
        // too: the history is still the team's.
        const member = await app.repos.members.findIncludingFormer(membro_id);
        if (member?.ministry_id !== ministry.id)
          throw new HttpError(400, 'member_not_in_ministry', 'member_not_in_ministry');
      }
      const periodo = periodOf(mes, ano);
      const report = await app.repos.reports.participation({
        ministryId: ministry.id,
        period: periodo,
        memberId: membro_id,
      });
      return presentParticipationReport(periodo, report);
    },
  );

  app.get(
    apiPaths.songsReport,
    {
      schema: {
        tags: ['reports'],
        summary:
          'The most played songs of a month or year (admin or owner), with the schedules and keys they were played in',
        querystring: songsReportQuerySchema,
        response: { 200: songsReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ministerio_id, mes, ano, limite } = request.query;
      const { ministry } = await app.access.ministry(request.user, ministerio_id, MANAGERS);
      const periodo = periodOf(mes, ano);
      const report = await app.repos.reports.songs({
        ministryId: ministry.id,
        period: periodo,
        limit: limite,
      });
      return presentSongsReport(periodo, report);
    },
  );
};
