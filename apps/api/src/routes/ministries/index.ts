import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ministryCrudRoutes } from './ministry-crud';
import { membershipRoutes } from './membership';
import { statisticsRoute } from './statistics';

export const ministryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart fields land in the body as text and the logo as a Buffer, so the same zod
  // schema validates a form and a JSON body.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });
  await app.register(ministryCrudRoutes);
  await app.register(membershipRoutes);
  await app.register(statisticsRoute);
};
