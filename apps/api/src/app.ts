import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { localeFromAcceptLanguage, message } from './i18n/messages';
import { healthRoutes } from './routes/health/health-routes';
import { isPageRequest, webPlugin } from './plugins/web';

export interface BuildAppOptions {
  config: AppConfig;
  version?: string;
  logger?: boolean | object;
}

/** The whole HTTP application without a listening socket; tests drive it with inject(). */
export async function buildApp({
  config,
  version = '0.0.0',
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        (errors[field] ??= []).push(issue.message ?? '');
      }
      return reply
        .code(400)
        .send({ error: 'validation_error', message: message(locale, 'validation_error'), errors });
    }
    // Details of server failures stay in the log: they can reveal internals to an attacker.
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'internal_error', message: message(locale, 'internal_error') });
  });

  await app.register(healthRoutes, { prefix: '/api', version });
  const { sendShell } = await webPlugin(app, { deployRoot: config.deployRoot });

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request.method, request.url)) return sendShell(request, reply);
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    return reply.code(404).send({ error: 'not_found', message: message(locale, 'not_found') });
  });

  return app;
}
