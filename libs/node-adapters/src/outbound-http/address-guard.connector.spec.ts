import { createServer, type Server, type Socket } from 'node:net';
import { AddressRefusedError, addressGuardConnector } from './address-guard.connector';

/**
 * The connector on its own: Node skips the lookup hook for IP literals, so the connector checks
 * those itself; for names it offers the socket only the allowed addresses.
 */
describe('addressGuardConnector', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const connect = (
    options: Parameters<typeof addressGuardConnector>[0],
    hostname: string,
  ): Promise<Socket | Error> =>
    new Promise((resolve) =>
      addressGuardConnector(options)({ hostname, protocol: 'http:', port: String(port) }, (error, socket) => {
        socket?.destroy();
        resolve(error ?? (socket as Socket));
      }),
    );

  it('refuses a loopback literal before connecting when loopback is not allowed', async () => {
    const result = await connect({ allowLoopback: false, timeoutMs: 1_000 }, '127.0.0.1');
    expect(result).toBeInstanceOf(AddressRefusedError);
    expect((result as Error).message).toBe('127.0.0.1 is not a public address (loopback)');
  });

  it('connects to 127.0.0.1 while loopback is allowed, but never to another loopback address', async () => {
    await expect(connect({ allowLoopback: true, timeoutMs: 1_000 }, '127.0.0.1')).resolves.not.toBeInstanceOf(
      Error,
    );
    await expect(connect({ allowLoopback: true, timeoutMs: 1_000 }, '127.0.0.2')).resolves.toBeInstanceOf(
      AddressRefusedError,
    );
  });

  it('offers only the allowed addresses of a name: localhost keeps its loopback answers', async () => {
    const resolve = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
    await expect(
      connect({ allowLoopback: true, timeoutMs: 1_000, resolve }, 'localhost'),
    ).resolves.not.toBeInstanceOf(Error);
    const refused = await connect({ allowLoopback: false, timeoutMs: 1_000, resolve }, 'localhost');
    expect((refused as Error).message).toBe('localhost: 127.0.0.1 is not a public address (loopback)');
  });

  it('refuses a name whose every address is inner, naming the first', async () => {
    const resolve = async () => [
      { address: '169.254.169.254', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    const refused = await connect({ allowLoopback: true, timeoutMs: 1_000, resolve }, 'meta.example.test');
    expect(refused).toBeInstanceOf(AddressRefusedError);
    expect((refused as Error).message).toBe(
      'meta.example.test: 169.254.169.254 is not a public address (metadata)',
    );
  });
});
