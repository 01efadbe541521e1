import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI 3 document of every /api route, built from the routes' zod schemas. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { version }: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Levita API',
          description:
            'API of Levita, the app for worship and music ministry teams. Errors answer ' +
            '`{error, message, errors?}` with the message in the language of Accept-Language ' +
            '(pt-BR by default, en-US).',
          version,
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // Not a user's token: the operator's METRICS_TOKEN (docs/operations.md).
            metricsToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles (the model expanders); its scripts stay hashed.
      transformStaticCSP: (header) =>
        header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
