import {
  apiPaths,
  presentUser,
  registerRequestSchema,
  registerResponseSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../auth/passwords';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.register,
    {
      ...app.authRateLimit('register'),
      schema: {
        tags: ['account'],
        summary: 'Create an account (part 1 §5 rules: password of 6+ with strength 3+, phone)',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { nome, email, telefone, senha } = request.body;
      const emailTaken = () => new HttpError(409, 'email_taken', 'email_taken');
      if (await app.repos.users.findByEmail(email)) throw emailTaken();
      const passwordHash = await hashPassword(senha);
      try {
        const locale = requestLocale(request);
        // Their e-mail speaks the language they signed up in, until they choose another.
        const user = await app.repos.users.create({
          nome,
          email,
          telefone,
          passwordHash,
          idioma: locale,
        });
        return reply
          .code(201)
          .send({ message: message(locale, 'registered'), usuario: presentUser(user) });
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the database keeps one.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  );
};
