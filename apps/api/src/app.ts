import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { errorHandler } from './errors/error-handler';
import { refuseNul } from './http/refuse-nul';
import { createTurnAdmission } from './http/turn-admission';
import { responseSerializerCompiler } from './http/response-serializer';
import { message, requestLocale } from './i18n/messages';
import { metricsPlugin } from './observability/metrics';
import { authenticatePlugin } from './plugins/app/authenticate';
import { databasePlugin } from './plugins/app/database';
import { drainOnClosePlugin } from './plugins/app/drain-on-close';
import { servicesPlugin } from './plugins/app/services';
import { compressionPlugin } from './plugins/external/compression';
import { openApiPlugin } from './plugins/external/openapi';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { redisPlugin } from './plugins/external/redis';
import { securityPlugin } from './plugins/external/security';
import { isPageRequest, webPlugin } from './plugins/web';
import { apiRoutes } from './routes';

/**
 * How many requests start their work in one turn of the event loop (http/turn-admission.ts).
 * 8 kept new connections on SQLite at p99 92 ms under 50 users without pause (393 ms with no
 * bound) and the same throughput; PostgreSQL's requests, which wait on every query, were as
 * before (docs/performance.md, "New connections on SQLite").
 */
const REQUESTS_STARTED_PER_TURN = 8;

export interface BuildAppOptions {
  config: AppConfig;
  version?: string;
  logger?: boolean | object;
  /** Check every response against its zod contract too (the API tests do). */
  checkResponses?: boolean;
}

/** The whole HTTP application without a listening socket; tests drive it with inject(). */
export async function buildApp({
  config,
  version = '0.0.0',
  logger = false,
  checkResponses = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const timeout = config.requestTimeoutMs;
  const app = Fastify({
    logger,
    requestTimeout: timeout,
    // Node looks for late requests every 30 s by default; often enough that one is cut off
    // close to its deadline.
    http: {
      headersTimeout: Math.min(timeout, 60_000),
      connectionsCheckingInterval: Math.min(Math.max(timeout / 4, 250), 5_000),
    },
    // Behind N proxies the client address is the one the Nth proxy saw (rate limits use it).
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
  });
  app.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses }));
  app.setErrorHandler(errorHandler);
  refuseNul(app);
  // The first hook: a request waits here before anything else runs for it.
  const admit = createTurnAdmission(REQUESTS_STARTED_PER_TURN);
  app.addHook('onRequest', () => admit());

  await app.register(drainOnClosePlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(compressionPlugin);
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitPlugin, { limits: config.rateLimit });
  await app.register(openApiPlugin, { version });

  await app.register(databasePlugin, { database: config.database });
  await app.register(metricsPlugin, { metrics: config.metrics });
  await app.register(servicesPlugin, { config });
  await app.register(authenticatePlugin);

  await app.register(apiRoutes, { prefix: '/api', version, metrics: config.metrics });
  const { sendPage } = await webPlugin(app, {
    deployRoot: config.deployRoot,
    publicConfig: config.publicWeb,
  });

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request.method, request.url)) return sendPage(request, reply);
    const locale = requestLocale(request);
    return reply.code(404).send({ error: 'not_found', message: message(locale, 'not_found') });
  });

  return app;
}
