import {
  ACTIVE_MEMBERS,
  apiPaths,
  createMinistryRequestSchema,
  idParamsSchema,
  MANAGERS,
  messageResponseSchema,
  ministryListSchema,
  ministrySchema,
  OWNER,
  presentMinistry,
  standingOf,
  updateMinistryRequestSchema,
  drawAccessCode,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { startingFunctions } from '../../ministries/starting-functions';
import { processLogo } from '../../uploads/process-logo';
import { errorResponses } from '../error-responses';

const ACCESS_CODE_ATTEMPTS = 5;

/**
 * Runs `write` with a newly drawn access code, drawing again when the code is another
 * ministry's (the unique index says so: only the code can clash), up to ACCESS_CODE_ATTEMPTS.
 */
async function withNewAccessCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(drawAccessCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ACCESS_CODE_ATTEMPTS) throw error;
    }
  }
}

/** A logo part must be a file; a text field named logo is a malformed form. */
async function logoFrom(value: unknown) {
  if (value === undefined) return undefined;
  if (!Buffer.isBuffer(value)) throw new HttpError(400, 'invalid_logo', 'invalid_logo');
  return processLogo(value);
}

export const ministryCrudRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.ministries,
    {
      schema: {
        tags: ['ministries'],
        summary: 'Create a ministry: the caller owns it; it starts with the 18 default functions',
        consumes: ['multipart/form-data', 'application/json'],
        body: createMinistryRequestSchema,
        response: { 201: ministrySchema, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const locale = requestLocale(request);
      const { nome, aceitando_membros } = request.body;
      const logo = await logoFrom(request.body.logo);
      const functions = startingFunctions(locale);
      const id = await withNewAccessCode((codigoAcesso) =>
        app.repos.ministries.create({
          nome,
          aceitandoMembros: aceitando_membros,
          ownerId: user.id,
          codigoAcesso,
          logo,
          functions,
        }),
      );
      const ministry = await app.repos.ministries.findById(id);
      return reply.code(201).send(presentMinistry(ministry!, 'PROPRIETARIO'));
    },
  );

  app.get(
    apiPaths.ministries,
    {
      schema: {
        tags: ['ministries'],
        summary: "The caller's ministries (active and pending) with their standing",
        response: { 200: ministryListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = request.user;
      const rows = await app.repos.ministries.listForUser(user.id);
      return rows.flatMap(({ ministry, membership }) => {
        const standing = standingOf(ministry, user.id, membership);
        return standing ? [presentMinistry(ministry, standing)] : [];
      });
    },
  );

  app.get(
    apiPaths.ministry,
    {
      schema: {
        tags: ['ministries'],
        summary: 'A ministry (active members)',
        params: idParamsSchema,
        response: { 200: ministrySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await app.access.ministry(request.user, request.params.id, ACTIVE_MEMBERS);
      return presentMinistry(access.ministry, access.standing);
    },
  );

  app.put(
    apiPaths.ministry,
    {
      schema: {
        tags: ['ministries'],
        summary:
          'Rename, open or close to new members, set the reminder lead time, or change the logo (admin or owner)',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParamsSchema,
        body: updateMinistryRequestSchema,
        response: { 200: ministrySchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const user = request.user;
      const { ministry, standing } = await app.access.ministry(user, request.params.id, MANAGERS);
      const logo = await logoFrom(request.body.logo);
      await app.repos.ministries.update(
        ministry.id,
        {
          nome: request.body.nome,
          aceitandoMembros: request.body.aceitando_membros,
          lembreteHoras: request.body.lembrete_horas,
          logo,
        },
        { userId: user.id, allowed: MANAGERS },
        request.body.versao,
      );
      const updated = await app.repos.ministries.findById(ministry.id);
      if (!updated) throw notFound(); // deleted by its owner meanwhile
      return presentMinistry(updated, standing);
    },
  );

  app.post(
    apiPaths.ministryAccessCode,
    {
      schema: {
        tags: ['ministries'],
        summary:
          'A new access code for the ministry; the old one stops working at once (admin or owner)',
        params: idParamsSchema,
        response: { 200: ministrySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.user;
      const { ministry, standing } = await app.access.ministry(user, request.params.id, MANAGERS);
      await withNewAccessCode((code) =>
        app.repos.ministries.replaceAccessCode(ministry.id, code, {
          userId: user.id,
          allowed: MANAGERS,
        }),
      );
      const updated = await app.repos.ministries.findById(ministry.id);
      if (!updated) throw notFound(); // deleted by its owner meanwhile
      return presentMinistry(updated, standing);
    },
  );

  app.delete(
    apiPaths.ministry,
    {
      schema: {
        tags: ['ministries'],
        summary: 'Delete the ministry and everything it owns (owner only)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry } = await app.access.ministry(request.user, request.params.id, OWNER);
      await app.repos.ministries.delete(ministry.id, { userId: request.user.id, allowed: OWNER });
      return { message: message(requestLocale(request), 'ministry_deleted') };
    },
  );
};
