import { z } from 'zod/mini';
import { ownedMinistrySchema } from './accounts/personal-data';
import { unavailableMemberEntrySchema } from './schedules/schedule';

/** The one error shape every API failure answers with (design §4). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** A schedule save refused because these members are unavailable on its date. */
  membros_indisponiveis: z.optional(z.array(unavailableMemberEntrySchema)),
  /** An account deletion refused because the caller still owns these ministries. */
  ministerios_proprios: z.optional(z.array(ownedMinistrySchema)),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
