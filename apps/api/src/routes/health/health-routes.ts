import { apiPaths, healthResponseSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (
  app,
  { version },
) => {
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness check',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, version }),
  );
};
