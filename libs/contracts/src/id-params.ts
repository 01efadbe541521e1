import { z } from 'zod/mini';

/** `{id}` of every `/resource/{id}` path: a positive integer. */
export const idParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
