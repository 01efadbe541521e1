import cookie from '@fastify/cookie';
import type { AppConfig } from '../config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allSessionsRoute } from './auth/all-sessions';
import { browserSessionRoutes } from './auth/browser-session';
import { loginRoute } from './auth/login';
import { registerRoute } from './auth/register';
import { sessionRoutes } from './auth/session';
import { calendarFeedRoutes } from './calendar/feed';
import { functionRoutes } from './functions';
import { googleRoutes } from './google';
import { healthRoutes } from './health/health-routes';
import { metricsRoute } from './health/metrics';
import { readyRoute } from './health/ready';
import { memberFunctionRoutes } from './member-functions';
import { memberRoutes } from './members';
import { ministryRoutes } from './ministries';
import { newsletterRoutes } from './newsletter/subscribe';
import { passwordRecoveryRoutes } from './password-recovery';
import { reportRoutes } from './reports';
import { scheduleRoutes } from './schedules';
import { songRoutes } from './songs';
import { unavailabilityRoutes } from './unavailability';
import { mailAnswerRoutes } from './emails/answer';
import { unsubscribeRoutes } from './emails/unsubscribe';
import { uploadRoutes } from './uploads';
import { mailSettingsRoutes } from './users/mail-settings';
import { calendarFeedAddressRoutes } from './users/calendar-feed-address';
import { personalDataRoutes } from './users/personal-data';
import { updateUserRoute } from './users/update-user';

/** How OpenAPI documents the signed-in routes: a bearer token (openapi.ts names the scheme). */
const bearerSecurity = [{ bearer: [] }];

/**
 * Every route that needs a signed-in user. The token is checked once for all of them, on
 * request, so a call without one is answered 401 before its body is even read; a route
 * inside reads `request.user`. Each one is documented with the bearer scheme.
 */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: bearerSecurity };
  });
  await app.register(sessionRoutes);
  await app.register(allSessionsRoute);
  await app.register(updateUserRoute);
  await app.register(mailSettingsRoutes);
  await app.register(calendarFeedAddressRoutes);
  await app.register(personalDataRoutes);
  await app.register(ministryRoutes);
  await app.register(memberRoutes);
  await app.register(functionRoutes);
  await app.register(songRoutes);
  await app.register(scheduleRoutes);
  await app.register(memberFunctionRoutes);
  await app.register(unavailabilityRoutes);
  await app.register(reportRoutes);
};

/** Every /api route; the prefix is given by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod<{
  version: string;
  metrics: AppConfig['metrics'];
}> = async (app, { version, metrics }) => {
  // Open to anyone: logos are public because <img> tags send no token, and calendar feeds
  // because calendar apps send none either (the token in the path is the key).
  // Cookies carry the Google sign-in's state and the browser's lasting session.
  await app.register(cookie);
  await app.register(healthRoutes, { version });
  await app.register(readyRoute);
  // Open to whoever holds METRICS_TOKEN (or anyone with METRICS_PUBLIC), not to users.
  await app.register(metricsRoute, { metrics });
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(browserSessionRoutes);
  await app.register(passwordRecoveryRoutes);
  await app.register(newsletterRoutes);
  await app.register(googleRoutes);
  await app.register(uploadRoutes);
  // The token in the link says who: a mail client's one-click POST carries no session.
  await app.register(unsubscribeRoutes);
  await app.register(mailAnswerRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(signedInRoutes);
};
