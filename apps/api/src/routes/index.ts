import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth';
import { googleRoutes } from './google';
import { healthRoutes } from './health/health-routes';
import { newsletterRoutes } from './newsletter/subscribe';
import { passwordRecoveryRoutes } from './password-recovery';
import { updateUserRoute } from './users/update-user';

/** Every /api route; the prefix is given by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  await app.register(healthRoutes, { version });
  await app.register(authRoutes);
  await app.register(updateUserRoute);
  await app.register(passwordRecoveryRoutes);
  await app.register(newsletterRoutes);
  await app.register(googleRoutes);
};
