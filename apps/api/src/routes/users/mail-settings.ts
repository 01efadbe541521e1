import {
  apiPaths,
  idParamsSchema,
  type MailSettings,
  mailSettingsSchema,
  updateMailSettingsRequestSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors/http-error';
import { userLocale } from '../../i18n/messages';
import { wholeCaller } from '../../plugins/app/authenticate';
import type { UserRow } from '../../repositories/users-repository';
import { errorResponses } from '../error-responses';

const presentMailSettings = (user: UserRow): MailSettings => ({
  avisos_escala: user.avisos_escala === 1,
  lembretes: user.lembretes === 1,
  idioma: userLocale(user),
});

/** Your own schedule e-mail switches and their language (docs/schedules.md). */
export const mailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.mailSettings,
    {
      schema: {
        tags: ['account'],
        summary: 'Which schedule e-mails you get (notices, reminders) and in which language',
        params: idParamsSchema,
        response: { 200: mailSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      if (request.params.id !== request.user.id) throw forbidden();
      return presentMailSettings(await wholeCaller(app, request));
    },
  );

  app.put(
    apiPaths.mailSettings,
    {
      schema: {
        tags: ['account'],
        summary: 'Turn schedule notices or reminders on or off, or change their language',
        params: idParamsSchema,
        body: updateMailSettingsRequestSchema,
        response: { 200: mailSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      if (request.params.id !== request.user.id) throw forbidden();
      return presentMailSettings(
        await app.repos.users.updateMailSettings(request.user.id, request.body),
      );
    },
  );
};
