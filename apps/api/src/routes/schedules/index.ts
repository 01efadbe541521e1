import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presenceRoutes } from './presence';
import { scheduleCrudRoutes } from './schedule-crud';
import { scheduleListRoute } from './schedule-list';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(scheduleListRoute);
  await app.register(scheduleCrudRoutes);
  await app.register(presenceRoutes);
};
