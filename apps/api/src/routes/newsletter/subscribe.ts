import { apiPaths, messageResponseSchema, newsletterRequestSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.newsletter,
    {
      ...app.authRateLimit('newsletter'),
      schema: {
        tags: ['landing'],
        summary: 'Subscribe to the newsletter (subscribing twice is not an error)',
        body: newsletterRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email, nome } = request.body;
      const locale = requestLocale(request);
      await app.repos.newsletter.subscribe(email, nome || null, locale);
      return { message: message(locale, 'newsletter_subscribed') };
    },
  );
};
