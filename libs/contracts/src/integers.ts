import { z } from 'zod/mini';

/** PostgreSQL's integer, the type of every id and counted column: a larger number cannot be stored. */
export const MAX_INTEGER = 2_147_483_647;

/** '2' and '-2', never ' 2', '2 ', '0x2', '2.0', '02' or '1e0': one spelling per number. */
const DECIMAL = /^-?(0|[1-9]\d*)$/;

const outOfRange = { error: 'invalid_value', abort: true } as const;

/**
 * A number as JSON sends it, or as a path, query or form does (its canonical decimal text),
 * within PostgreSQL's integer; `error` is the code when it is missing or not a number. Callers
 * add `z.int()` and their own bounds; a number beyond the column stops before those.
 */
/* @__NO_SIDE_EFFECTS__ */
export const wholeNumber = (params: { error?: string } = {}) =>
  /* @__PURE__ */ z
    .pipe(
      z.union(
        [
          z.number(),
          z.pipe(/* @__PURE__ */ z.string().check(z.regex(DECIMAL)), z.transform(Number)),
        ],
        params,
      ),
      z.number(),
    )
    .check(z.gte(-MAX_INTEGER - 1, outOfRange), z.lte(MAX_INTEGER, outOfRange));
