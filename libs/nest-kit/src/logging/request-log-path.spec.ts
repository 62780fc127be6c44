import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { JsonLogger } from './json-logger';
import { requestContext } from './request-context.middleware';

describe('the request log line', () => {
  it('names the path without its query, and a segment its route calls :token as [token]', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = new JsonLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const app = express();
    app.use(requestContext(logger));
    app.get('/join/:id/:token', (_request, response) => response.send('ok'));
    app.get('/deals/:id', (_request, response) => response.send('ok'));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      await (await fetch(`http://127.0.0.1:${port}/join/inv_1/s3cretT0ken?x=1`)).text();
      await (await fetch(`http://127.0.0.1:${port}/deals/deal_1?secret=1`)).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      server.close();
    }
    expect(lines.map((line) => line['path'])).toEqual(['/join/inv_1/[token]', '/deals/deal_1']);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });
});
