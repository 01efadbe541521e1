import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every request that reached a handler has answered (at most `ms`). */
    requestsSettled(ms?: number): Promise<void>;
  }
}

const POLL_MS = 20;

/**
 * Lets a shutdown finish the work it already accepted.
 * - Answers given while closing say `Connection: close`; otherwise the client's keep-alive
 *   socket stays open after its answer and the server waits for it to time out (72 s).
 * - The server counts a request as done when its socket closes, even if the handler is still
 *   running (a client that gave up). `requestsSettled` waits for the handlers themselves, so
 *   the database is not closed under a write in progress.
 */
export const drainOnClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    const inFlight = new Set<FastifyRequest>();
    app.addHook('onRequest', async (request) => {
      inFlight.add(request);
    });
    app.addHook('onSend', async (request, reply) => {
      inFlight.delete(request);
      if (closing) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async (request) => {
      inFlight.delete(request);
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.decorate('requestsSettled', async (ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (inFlight.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    });
  },
  { name: 'drain-on-close' },
);
