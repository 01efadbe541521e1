import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestRecoveryRoute } from './request-recovery';
import { resetLinkRoute } from './reset-link';
import { resetPasswordRoute } from './reset-password';

export const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(requestRecoveryRoute);
  await app.register(resetPasswordRoute);
  await app.register(resetLinkRoute);
};
