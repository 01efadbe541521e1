import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoute } from './login';
import { registerRoute } from './register';
import { sessionRoutes } from './session';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(sessionRoutes);
};
