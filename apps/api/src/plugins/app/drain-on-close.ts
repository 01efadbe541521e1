import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On shutdown, answers to requests still in flight say `Connection: close`. Without it the
 * client's keep-alive socket stays open after its answer and the server waits for it to time
 * out (72 s) before it can finish closing.
 */
export const drainOnClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'drain-on-close' },
);
