import {
  apiPaths,
  idParamsSchema,
  presentUser,
  updateUserRequestSchema,
  updateUserResponseSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { startBrowserSession } from '../../auth/session-cookie';
import { forbidden, HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { wholeCaller } from '../../plugins/app/authenticate';
import { errorResponses } from '../error-responses';

export const updateUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    apiPaths.user,
    {
      schema: {
        tags: ['account'],
        summary: 'Update your own name and phone; change the password with senha_atual',
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: updateUserResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (request.params.id !== request.user.id) throw forbidden();
      const user = await wholeCaller(app, request);
      const { nome, telefone, senha_atual, nova_senha } = request.body;

      let passwordHash: string | undefined;
      if (senha_atual !== undefined && nova_senha !== undefined) {
        if (!user.password_hash) throw new HttpError(400, 'no_password_set', 'no_password_set');
        if (!(await verifyPassword(user.password_hash, senha_atual)))
          throw new HttpError(400, 'wrong_current_password', 'wrong_current_password');
        passwordHash = await hashPassword(nova_senha);
      }
      const updated = await app.repos.users.updateProfile(user.id, {
        nome,
        telefone,
        passwordHash,
      });
      // The new password ended every session: this browser gets a new one, the others none.
      if (passwordHash) await startBrowserSession(app, reply, updated);
      const newToken = passwordHash ? app.tokens.issue(updated.id, updated.token_version) : {};
      const locale = requestLocale(request);
      return {
        message: message(locale, 'user_updated'),
        usuario: presentUser(updated),
        ...newToken,
      };
    },
  );
};
