import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presenceRoutes } from './presence';
import { scheduleConflictRoutes } from './schedule-conflicts';
import { scheduleCrudRoutes } from './schedule-crud';
import { scheduleListRoute } from './schedule-list';
import { substituteRoutes } from './substitutes';
import { templateRoutes } from './templates';
import { autoFillRoutes } from './auto-fill';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(scheduleListRoute);
  await app.register(scheduleCrudRoutes);
  await app.register(presenceRoutes);
  await app.register(substituteRoutes);
  await app.register(scheduleConflictRoutes);
  await app.register(templateRoutes);
  await app.register(autoFillRoutes);
};
