import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyKeepAlive, closingIdleConnections } from './keep-alive-settings';

/** A real server on 127.0.0.1 whose answers take 300 ms, with the default 65 s keep-alive. */
async function slowServer(): Promise<Server> {
  const server = createServer((_request, response) => setTimeout(() => response.end('ok'), 300));
  applyKeepAlive(server, 65_000);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('keep-alive', () => {
  it('keeps idle connections for the timeout, headers a second longer', async () => {
    const server = await slowServer();
    expect([server.keepAliveTimeout, server.headersTimeout]).toEqual([65_000, 66_000]);
    await new Promise((resolve) => server.close(resolve));
  });

  it('stops promptly although a keep-alive request was in flight when the stop began, and answers it', async () => {
    const server = await slowServer();
    const agent = new Agent({ keepAlive: true });
    const { port } = server.address() as AddressInfo;
    const ask = () =>
      new Promise<string>((resolve, reject) =>
        get({ host: '127.0.0.1', port, agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        }).on('error', reject),
      );
    await ask();
    const inFlight = ask();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closingIdleConnections(server, () => new Promise((resolve) => server.close(() => resolve())));
    expect(await inFlight).toBe('ok');
    // Without the sweep the connection would stay open for the 65 s keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });
});
