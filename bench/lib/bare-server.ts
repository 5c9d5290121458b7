import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The baseline of the throughput bench: a bare node:http server answering fixed bodies from memory, as fast as Node
 * answers anything. Reads `{path: {type, body}}` from the JSON file BARE_ROUTES_FILE and listens on BARE_PORT.
 */
const routes = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.env.BARE_ROUTES_FILE!, 'utf8')) as Record<string, { type: string; body: string }>,
  ).map(([path, { type, body }]) => [path, { type, body: Buffer.from(body) }]),
);
const server = createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': route.type, 'content-length': route.body.length });
  res.end(route.body);
});
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
