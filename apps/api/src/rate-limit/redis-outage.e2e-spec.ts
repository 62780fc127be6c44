import { connect, createServer, type Server, type Socket } from 'node:net';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { JsonLogger } from '@deal/nest-kit';
import { OpenApiDocumentHolder } from '../openapi/get-openapi/openapi-document';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';

/**
 * REDIS_URL configured but Redis not answering (needs no Redis server): every request is answered
 * promptly with 503 and Retry-After, never let through uncounted, never left hanging.
 */
const config = testConfig({ rateLimit: { limit: 10, windowSeconds: 60 } });
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function startWithRedis(
  redisUrl: string,
): Promise<{ api: TestApi; logged: Record<string, unknown>[] }> {
  const api = await startTestApi(database, { ...config, redisUrl });
  const logged: Record<string, unknown>[] = [];
  jest
    .spyOn(api.app.get(JsonLogger), 'entry')
    .mockImplementation((level, msg, fields) => logged.push({ level, msg, ...fields }));
  return { api, logged };
}

async function expectPrompt503(api: TestApi, path: string, requestId: string): Promise<void> {
  const started = Date.now();
  const response = await api.get(path, undefined, { 'x-request-id': requestId });
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ message: 'rate limiting is temporarily unavailable; retry later' });
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('ratelimit-policy')).toBe('10;w=60');
  expect(response.headers.get('ratelimit-remaining')).toBeNull();
}

describe('rate limit with REDIS_URL on a closed port', () => {
  let api: TestApi;
  let logged: Record<string, unknown>[];

  beforeAll(async () => {
    ({ api, logged } = await startWithRedis('redis://127.0.0.1:1'));
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers 503 {message} with Retry-After and the policy within 2 s, and logs why', async () => {
    await expectPrompt503(api, '/v1/meta', 'closed-port-1');
    await expectPrompt503(api, '/v1/spaces', 'closed-port-2');
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'rate limit store unavailable',
        request_id: 'closed-port-2',
        error: expect.stringContaining('ECONNREFUSED'),
      }),
    );
  });

  it('documents the 503 on every operation of the OpenAPI document', () => {
    const { paths } = api.app.get(OpenApiDocumentHolder).document ?? { paths: {} };
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { responses: Record<string, unknown> }>).map(
        ([method, operation]) => ({ where: `${method} ${path}`, has503: '503' in operation.responses }),
      ),
    );
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((operation) => !operation.has503)).toEqual([]);
  });
});

describe('rate limit with a Redis that stops answering', () => {
  let silent: Server;
  let api: TestApi;
  let logged: Record<string, unknown>[];

  beforeAll(async () => {
    silent = await silentRedis();
    const { port } = silent.address() as { port: number };
    ({ api, logged } = await startWithRedis(`redis://127.0.0.1:${port}`));
  });

  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('gives up on a command after its timeout and answers 503', async () => {
    await expectPrompt503(api, '/v1/meta', 'silent-1');
    expect(logged).toContainEqual(
      expect.objectContaining({
        request_id: 'silent-1',
        error: expect.stringContaining('Command timed out'),
      }),
    );
  });
});

const redisUrl = process.env['REDIS_URL'];
const describeWithRedis = redisUrl ? describe : describe.skip;
describeWithRedis(
  `rate limit when Redis comes back${redisUrl ? '' : ' (skipped: set REDIS_URL to run)'}`,
  () => {
    let proxy: RedisProxy;
    let api: TestApi;

    beforeAll(async () => {
      proxy = await redisProxy(new URL(redisUrl as string));
      ({ api } = await startWithRedis(`redis://127.0.0.1:${proxy.port}`));
    });

    afterAll(async () => {
      await api?.close();
      await proxy?.stop();
    });

    it('answers 503 while Redis is cut off and counts again once it is reachable', async () => {
      expect((await api.get('/v1/meta')).status).toBe(200);
      await proxy.stop();
      await expectPrompt503(api, '/v1/meta', 'cut-off-1');
      await proxy.start();
      const deadline = Date.now() + 5_000;
      let status = 503;
      while (status === 503 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await api.get('/v1/meta')).status;
      }
      expect(status).toBe(200);
    });
  },
);

interface RedisProxy {
  readonly port: number;
  start(): Promise<void>;
  /** Closes the listener and cuts every open connection: Redis is gone as far as the api can tell. */
  stop(): Promise<void>;
}

/** A loopback TCP proxy to the Redis at `target`, which the test can switch off and on again. */
async function redisProxy(target: URL): Promise<RedisProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const start = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    start,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = null;
    },
  };
}

/**
 * A loopback server speaking just enough RESP for ioredis to become ready (+OK to everything),
 * then never answering EVAL, the rate-limit script: a Redis whose connection has gone silent.
 */
async function silentRedis(): Promise<Server> {
  const server = createServer((socket) => {
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (let command = nextCommand(pending); command; command = nextCommand(pending)) {
        pending = pending.subarray(command.length);
        if (command.name.toUpperCase() !== 'EVAL') socket.write('+OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The first complete RESP command (`*<n>` then n bulk strings) in `buffer`: its name and byte length. */
function nextCommand(buffer: Buffer): { name: string; length: number } | null {
  let at = 0;
  const line = (): string | null => {
    const end = buffer.indexOf('\r\n', at);
    if (end < 0) return null;
    const text = buffer.toString('latin1', at, end);
    at = end + 2;
    return text;
  };
  const head = line();
  if (head === null) return null;
  let name = '';
  for (let i = 0; i < Number(head.slice(1)); i++) {
    const size = line();
    if (size === null) return null;
    const length = Number(size.slice(1));
    if (buffer.length < at + length + 2) return null;
    if (i === 0) name = buffer.toString('latin1', at, at + length);
    at += length + 2;
  }
  return { name, length: at };
}
