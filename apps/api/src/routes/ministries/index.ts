import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES } from '@levita/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorHandler } from '../../errors/error-handler';
import { HttpError } from '../../errors/http-error';
import { ministryCrudRoutes } from './ministry-crud';
import { membershipRoutes } from './membership';
import { ownershipRoutes } from './ownership';
import { statisticsRoute } from './statistics';

export const ministryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart fields land in the body as text and the logo as a Buffer, so the same zod
  // schema validates a form and a JSON body.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });
  // The parts are read before validation; a body busboy cannot read (no boundary, cut short)
  // fails there with a plain Error, which would be a 500. Past that point errors are the
  // routes' own, so only a failure before the handler is the form's fault.
  const parsed = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => void parsed.add(request));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unreadForm =
      request.isMultipart() && !parsed.has(request) && error.statusCode === undefined;
    if (unreadForm) request.log.info({ err: error }, 'malformed multipart body');
    return errorHandler(
      unreadForm ? new HttpError(400, 'malformed_form', 'malformed_form') : error,
      request,
      reply,
    );
  });
  await app.register(ministryCrudRoutes);
  await app.register(membershipRoutes);
  await app.register(ownershipRoutes);
  await app.register(statisticsRoute);
};
