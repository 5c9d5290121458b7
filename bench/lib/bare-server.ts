import { createServer } from 'node:http';

/**
 * The baseline of the throughput bench: a bare node:http server answering fixed JSON from memory, as fast as Node
 * answers anything. Reads `{path: body}` from BARE_ROUTES and listens on BARE_PORT.
 */
const routes = new Map(
  Object.entries(JSON.parse(process.env.BARE_ROUTES ?? '{}') as Record<string, string>).map(([path, body]) => [
    path,
    Buffer.from(body),
  ]),
);
const server = createServer((req, res) => {
  const body = routes.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
