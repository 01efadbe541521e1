import { z } from 'zod';

/** `{id}` of every `/resource/{id}` path: a positive integer. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
