import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers for the API and the web app it serves. The policy allows what the
 * shell and its remotes need from their own origin: module scripts, styled-components'
 * style tags, and images from the music services' https CDNs (song covers).
 * Referrer-Policy no-referrer keeps a reset link's token out of other sites' logs.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { corsOrigins }: { corsOrigins: string[] }) => {
    // helmet itself, built once: @fastify/helmet builds it again on every request, and
    // parsing the policy was 5 % of a song list's CPU (docs/performance.md).
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // Google sign-in opens in the same window; the opener policy must not break it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // helmet 8 throws instead of passing an error on; Fastify answers a throwing hook.
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
    await app.register(cors, {
      // Same-origin by default: the web app is served by this server (design §2).
      origin: corsOrigins.length ? corsOrigins : false,
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'security' },
);
