import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import {
  reportPeriodFields,
  reportPeriodSchema,
  SONGS_REPORT_DEFAULT_LIMIT,
  SONGS_REPORT_MAX_LIMIT,
} from './report-period';

const count = /* @__PURE__ */ z.int();

export const songsReportQuerySchema = z.object({
  ...reportPeriodFields,
  limite: z._default(
    /* @__PURE__ */ wholeNumber({ error: 'invalid_limit' }).check(
      /* @__PURE__ */ z.int('invalid_limit'),
      z.gte(1, 'invalid_limit'),
      z.lte(SONGS_REPORT_MAX_LIMIT, 'invalid_limit'),
    ),
    SONGS_REPORT_DEFAULT_LIMIT,
  ),
});
export type SongsReportQuery = z.input<typeof songsReportQuerySchema>;

/** The most played songs of a period (part 2 §3); songs deleted since are still reported. */
export const songsReportSchema = /* @__PURE__ */ z
  .object({
    periodo: reportPeriodSchema,
    total_escalas: count,
    musicas: z.array(
      z.object({
        id: count,
        nome: z.string(),
        artista: z.string(),
        /** Counted schedules that used the song. */
        contagem: count,
        /** The song's own key. */
        tom_original: z.nullable(z.string()),
        escalas: z.array(
          z.object({
            id: count,
            /** 'yyyy-MM-ddTHH:mm:00', the ministry's wall clock, as schedule lists give it. */
            data: z.string(),
            titulo: z.string(),
            /** The key changed for that schedule, else the song's own key. */
            tom_usado: z.nullable(z.string()),
          }),
        ),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'RelatorioMusicas' });
export type SongsReport = z.infer<typeof songsReportSchema>;
