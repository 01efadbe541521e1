import { z } from 'zod/mini';
import { wholeNumber } from './integers';

/** `{id}` of every `/resource/{id}` path: a positive integer. */
export const idParamsSchema = z.object({
  id: /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
});
