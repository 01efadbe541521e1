import {
  participationReportQuerySchema,
  participationReportSchema,
  reportPeriod,
  roundedPercentage,
  songsReportQuerySchema,
  songsReportSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { HttpError } from '../../errors/http-error';
import { MANAGERS, requireStanding } from '../../ministries/ministry-access';
import { requireUser } from '../../plugins/app/authenticate';
import { errorResponses } from '../error-responses';

/** The participation and songs reports (part 2 §2 Reports, §3, §7), for admin rights. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  /** "Current" month and year are the ministry's, not UTC's. */
  const periodOf = (mes?: number, ano?: number) =>
    reportPeriod(todayIn(app.config.timeZone), mes, ano);

  app.get(
    '/relatorios/participacao',
    {
      ...secured,
      schema: {
        tags: ['reports'],
        summary:
          'Who served in a month or year (admin or owner): published and finished schedules count, drafts do not',
        security,
        querystring: participationReportQuerySchema,
        response: { 200: participationReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ministerio_id, mes, ano, membro_id } = request.query;
      const { ministry } = await requireStanding(
        app,
        requireUser(request),
        ministerio_id,
        MANAGERS,
      );
      if (membro_id !== undefined) {
        // Any member of the ministry, deactivated ones too: their history is still theirs.
        const member = await app.repos.members.findById(membro_id);
        if (member?.ministry_id !== ministry.id)
          throw new HttpError(400, 'member_not_in_ministry', 'member_not_in_ministry');
      }
      const periodo = periodOf(mes, ano);
      const report = await app.repos.reports.participation({
        ministryId: ministry.id,
        period: periodo,
        memberId: membro_id,
      });
      return {
        periodo,
        total_escalas: report.total,
        membros: report.members.map((member) => ({
          membro_id: member.id,
          nome: member.nome,
          total_participacoes: member.total,
          participacoes_confirmadas: member.confirmed,
          porcentagem_participacao: roundedPercentage(member.total, report.total),
          funcoes: Object.fromEntries(member.functions.map((fn) => [fn.nome, fn.total])),
        })),
        funcoes: report.functions.map((fn) => ({
          nome: fn.nome,
          total_participacoes: fn.total,
          participacoes_confirmadas: fn.confirmed,
          porcentagem_confirmacao: roundedPercentage(fn.confirmed, fn.total),
        })),
      };
    },
  );

  app.get(
    '/relatorios/musicas',
    {
      ...secured,
      schema: {
        tags: ['reports'],
        summary:
          'The most played songs of a month or year (admin or owner), with the schedules and keys they were played in',
        security,
        querystring: songsReportQuerySchema,
        response: { 200: songsReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ministerio_id, mes, ano, limite } = request.query;
      const { ministry } = await requireStanding(
        app,
        requireUser(request),
        ministerio_id,
        MANAGERS,
      );
      const periodo = periodOf(mes, ano);
      const report = await app.repos.reports.songs({
        ministryId: ministry.id,
        period: periodo,
        limit: limite,
      });
      return {
        periodo,
        total_escalas: report.total,
        musicas: report.songs.map((song) => ({
          id: song.id,
          nome: song.nome,
          artista: song.artista,
          contagem: song.total,
          tom_original: song.tom,
          escalas: song.schedules.map((schedule) => ({
            id: schedule.id,
            // As schedule lists give it: a local date-time the web reads without shifting it.
            data: `${schedule.data}T${schedule.horario}:00`,
            titulo: schedule.titulo,
            tom_usado: schedule.tom_usado,
          })),
        })),
      };
    },
  );
};
