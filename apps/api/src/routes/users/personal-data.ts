import {
  apiPaths,
  idParamsSchema,
  messageResponseSchema,
  personalDataFileName,
  personalDataSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPersonalData } from '../../accounts/present-personal-data';
import { todayIn } from '../../calendar/today';
import { isoNow } from '../../db/clock';
import { forbidden, HttpError, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

/**
 * The caller's own data (LGPD; docs/api.md "Personal data (LGPD)"): download it, or delete it all.
 */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.personalData,
    {
      schema: {
        tags: ['account'],
        summary:
          'Download everything Levita keeps about you (account, memberships, functions, saved keys, schedules, unavailability) as a JSON file',
        params: idParamsSchema,
        response: { 200: personalDataSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.params.id !== request.user.id) throw forbidden();
      const stored = await app.repos.personalData.of(request.user.id);
      if (!stored) throw notFound(); // deleted between the token check and this read
      const generatedAt = isoNow();
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="${personalDataFileName(generatedAt)}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(presentPersonalData(stored, generatedAt));
    },
  );

  app.delete(
    apiPaths.user,
    {
      schema: {
        tags: ['account'],
        summary:
          'Delete your account: refused (409) while you own a ministry; past schedules keep an anonymous former member',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      if (request.params.id !== request.user.id) throw forbidden();
      const result = await app.repos.accountDeletion.delete(
        request.user.id,
        todayIn(app.config.timeZone),
      );
      const locale = requestLocale(request);
      if (!result.deleted)
        throw new HttpError(
          409,
          'account_owns_ministries',
          'account_owns_ministries',
          { names: new Intl.ListFormat(locale).format(result.owned.map((m) => `"${m.nome}"`)) },
          { ministerios_proprios: result.owned },
        );
      return { message: message(locale, 'account_deleted') };
    },
  );
};
