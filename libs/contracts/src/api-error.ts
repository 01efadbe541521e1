import { z } from 'zod';
import { unavailableMemberEntrySchema } from './schedules/schedule';

/** The one error shape every API failure answers with (design §4). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A schedule save refused because these members are unavailable on its date. */
  membros_indisponiveis: z.array(unavailableMemberEntrySchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
