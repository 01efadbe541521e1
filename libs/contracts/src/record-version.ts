import { z } from 'zod/mini';
import { wholeNumber } from './integers';

/*
 * Optimistic concurrency for records two people edit (docs/architecture.md "Versions"): a
 * schedule, a song, a ministry's settings, a function of the catalogue, a member's function
 * and an unavailability each carry `versao`, raised by every change the database keeps. A
 * screen reads it with the record and sends it back with the edit; an edit made from an older
 * read is answered 409 `stale_version` and changes nothing.
 */

/** The version a record is at: 1 when created, one more with every change. */
export const recordVersionSchema = /* @__PURE__ */ z.int().check(z.gte(1));

/**
 * The version an edit was made from (JSON number, or text in a multipart form). Optional: an
 * edit without it applies to whatever version is there, as an API script expects; every
 * Levita screen sends it.
 */
export const expectedVersionField = z.optional(
  /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
);

/** The error code of an edit made from an older version than the one stored. */
export const STALE_VERSION = 'stale_version';

/** The error code of a write that lost to concurrent ones after every retry. */
export const WRITE_CONFLICT = 'write_conflict';

/** Whether an edit made from version `expected` is stale against `current` (none: never). */
export const isStaleVersion = (current: number, expected: number | undefined): boolean =>
  expected !== undefined && expected !== current;
