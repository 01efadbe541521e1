import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for the API and the web app it serves. The policy allows what the
 * shell and its remotes need from their own origin: module scripts, styled-components'
 * style tags, and images from the music services' https CDNs (song covers).
 * Referrer-Policy no-referrer keeps a reset link's token out of other sites' logs.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { corsOrigins }: { corsOrigins: string[] }) => {
    await app.register(helmet, {
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
    await app.register(cors, {
      // Same-origin by default: the web app is served by this server (design §2).
      origin: corsOrigins.length ? corsOrigins : false,
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'security' },
);
