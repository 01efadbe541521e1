import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth';
import { functionRoutes } from './functions';
import { googleRoutes } from './google';
import { healthRoutes } from './health/health-routes';
import { memberFunctionRoutes } from './member-functions';
import { memberRoutes } from './members';
import { ministryRoutes } from './ministries';
import { newsletterRoutes } from './newsletter/subscribe';
import { passwordRecoveryRoutes } from './password-recovery';
import { reportRoutes } from './reports';
import { scheduleRoutes } from './schedules';
import { songRoutes } from './songs';
import { unavailabilityRoutes } from './unavailability';
import { uploadRoutes } from './uploads';
import { updateUserRoute } from './users/update-user';

/** Every /api route; the prefix is given by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  await app.register(healthRoutes, { version });
  await app.register(authRoutes);
  await app.register(updateUserRoute);
  await app.register(passwordRecoveryRoutes);
  await app.register(newsletterRoutes);
  await app.register(googleRoutes);
  await app.register(ministryRoutes);
  await app.register(memberRoutes);
  await app.register(functionRoutes);
  await app.register(uploadRoutes);
  await app.register(songRoutes);
  await app.register(scheduleRoutes);
  await app.register(memberFunctionRoutes);
  await app.register(unavailabilityRoutes);
  await app.register(reportRoutes);
};
