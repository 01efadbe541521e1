import { z } from 'zod/mini';

/**
 * The caller's calendar feed: a secret address calendar apps subscribe to, with the published
 * schedules the caller is on in every ministry (docs/schedules.md).
 */
export const calendarFeedSchema = /* @__PURE__ */ z
  .object({
    /** Absolute https://…/api/calendario/<token>.ics; whoever holds it reads the feed. */
    url: z.string(),
  })
  .register(z.globalRegistry, { id: 'CalendarioFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /usuario/calendario: a new address; the previous one answers 404 from now on. */
export const regenerateCalendarFeedResponseSchema = z.object({
  message: z.string(),
  url: z.string(),
});
export type RegenerateCalendarFeedResponse = z.infer<typeof regenerateCalendarFeedResponseSchema>;

/** Random bytes in a feed token: 256 bits, written as 43 base64url characters. */
export const CALENDAR_FEED_TOKEN_BYTES = 32;

/** The shape of a feed token; anything else is answered like an unknown token. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
