import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A request answered before its body arrived in full (a 403 for a missing XSRF header, a 401, a 413): Node then
 * reads and drops the rest of the body with the keep-alive timeout (72 s) on the socket, not the idle timeout, so
 * a stalled body held its connection for 73 s (issue 26, item 11). Once such an answer is sent, the connection is
 * cut when it has sent nothing for IDLE_TIMEOUT_MS, whatever was answered (docs/decisions/0017). This hook runs
 * after Node's own end-of-response work (registered first), so its timeout is the one that stays.
 */
export const answeredBodyTimeout = fp(
  async (app: FastifyInstance, { idleTimeoutMs }: { idleTimeoutMs: number }) => {
    app.addHook('onResponse', async (request) => {
      if (request.raw.complete) return;
      const socket = request.raw.socket;
      if (socket.destroyed) return;
      socket.setTimeout(idleTimeoutMs, () => socket.destroy());
    });
  },
  { name: 'answered-body-timeout' },
);
