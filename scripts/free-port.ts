import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nobody listens on right now, for a server process the benches or the tests start
 * (the operating system picks it: a listen on port 0, closed again).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
