import { createServer } from 'node:http';

/**
 * The ceiling of `npm run bench`: node:http answering a constant JSON body, nothing else (no
 * framework, no auth, no database). No route of this stack can be faster on this machine.
 */
const body = JSON.stringify({ hello: 'world' });
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(Number(process.env['PORT']), '127.0.0.1');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
