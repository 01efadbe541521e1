import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import { reportPeriodFields, reportPeriodSchema } from './report-period';

const count = /* @__PURE__ */ z.int();

export const participationReportQuerySchema = z.object({
  ...reportPeriodFields,
  /** Only this member, and the functions table from their participations only. */
  membro_id: z.optional(/* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive())),
});
export type ParticipationReportQuery = z.input<typeof participationReportQuerySchema>;

/**
 * Who served in a period (part 2 §3). Only published or finished schedules count; a
 * participation is one member in one schedule, however many functions they played in it.
 */
export const participationReportSchema = /* @__PURE__ */ z
  .object({
    periodo: reportPeriodSchema,
    total_escalas: count,
    membros: z.array(
      z.object({
        membro_id: count,
        /** Empty for a former member (ex_integrante): the web shows a translated label. */
        nome: z.string(),
        /** Someone who deleted their account: their past participations still count. */
        ex_integrante: z.boolean(),
        total_participacoes: count,
        participacoes_confirmadas: count,
        /** Participations the member declined with a reason. */
        participacoes_recusadas: count,
        /** total_participacoes / total_escalas × 100, one decimal. */
        porcentagem_participacao: z.number(),
        /** Schedules in which the member played each function, keyed by its name. */
        funcoes: z.record(z.string(), count),
      }),
    ),
    funcoes: z.array(
      z.object({
        nome: z.string(),
        total_participacoes: count,
        participacoes_confirmadas: count,
        participacoes_recusadas: count,
        /** participacoes_confirmadas / total_participacoes × 100, one decimal. */
        porcentagem_confirmacao: z.number(),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'RelatorioParticipacao' });
export type ParticipationReport = z.infer<typeof participationReportSchema>;
