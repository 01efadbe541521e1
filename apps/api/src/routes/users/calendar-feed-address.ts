import {
  apiPaths,
  calendarFeedSchema,
  feedAddress,
  newFeedToken,
  regenerateCalendarFeedResponseSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../calendar/feed-address';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

/** The signed-in user's calendar feed address: read it (the profile), or replace it. */
export const calendarFeedAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.calendarFeedAddress,
    {
      schema: {
        tags: ['account'],
        summary: 'Your calendar feed address (made on the first read, then the same one)',
        response: { 200: calendarFeedSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const token = await app.repos.calendarFeeds.tokenFor(request.user.id, newFeedToken());
      return { url: feedAddress(publicOrigin(app.config, request), token) };
    },
  );

  app.post(
    apiPaths.calendarFeedAddress,
    {
      schema: {
        tags: ['account'],
        summary: 'A new calendar feed address; the previous one answers 404 from now on',
        response: { 200: regenerateCalendarFeedResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const token = newFeedToken();
      await app.repos.calendarFeeds.replace(request.user.id, token);
      return {
        message: message(requestLocale(request), 'calendar_feed_regenerated'),
        url: feedAddress(publicOrigin(app.config, request), token),
      };
    },
  );
};
