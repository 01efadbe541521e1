import { z } from 'zod/mini';
import { unavailableMemberEntrySchema } from './schedules/schedule';

/** The one error shape every API failure answers with (design §4). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** A schedule save refused because these members are unavailable on its date. */
  membros_indisponiveis: z.optional(z.array(unavailableMemberEntrySchema)),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
