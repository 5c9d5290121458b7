import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';

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
      // An injected request (tests, benches) has no real socket: nothing to cut, and the hooks after this one (the
      // audit log's) must run.
      const socket = request.raw.socket as Partial<Socket> | undefined;
      if (request.raw.complete || !socket || socket.destroyed || typeof socket.setTimeout !== 'function') return;
      socket.setTimeout(idleTimeoutMs, () => socket.destroy?.());
    });
  },
  { name: 'answered-body-timeout' },
);
