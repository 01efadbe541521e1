import { apiPaths, CALENDAR_FEED_TOKEN_PATTERN } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../calendar/feed-address';
import { loadFeed } from '../../calendar/load-feed';
import { scheduleFeed } from '../../calendar/schedule-feed';
import { notFound } from '../../errors/http-error';
import { requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

/**
 * Public on purpose: calendar apps fetch the feed with no sign-in, so the token in the path
 * is the credential. A malformed, unknown or replaced token gets the same 404, so the answer
 * never tells whether a token ever existed.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.calendarFeed,
    {
      onRequest: app.ipRateLimit('calendar-feed', app.config.rateLimit.calendarFeedPerIp),
      schema: {
        tags: ['schedules'],
        summary:
          "A user's calendar feed (iCalendar, RFC 5545): their published schedules in every ministry",
        params: z.object({ token: z.string().describe('The secret token of the feed address') }),
        response: {
          200: z.string().describe('text/calendar; charset=utf-8'),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const userId = CALENDAR_FEED_TOKEN_PATTERN.test(token)
        ? await app.repos.calendarFeeds.userOf(token)
        : undefined;
      if (userId === undefined) throw notFound();
      const schedules = await loadFeed(app.repos, userId);
      const body = scheduleFeed(schedules, {
        timeZone: app.config.timeZone,
        origin: publicOrigin(app.config, request),
        uidDomain: new URL(app.config.appUrl).hostname,
        locale: requestLocale(request),
      });
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-cache')
        .header('Content-Disposition', 'inline; filename="levita.ics"')
        .send(body);
    },
  );
};
