import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import type { Clock } from '@deal/domain';
import { InMemorySpaceRateLimiter } from './in-memory.space-rate-limiter';
import { RedisSpaceRateLimiter } from './redis.space-rate-limiter';

const rule = { burst: 20, ratePerSecond: 5 };

async function burst(
  limiter: { take(id: string): Promise<{ allowed: boolean }> },
  spaceId: string,
  n: number,
) {
  let allowed = 0;
  for (let i = 0; i < n; i++) if ((await limiter.take(spaceId)).allowed) allowed++;
  return allowed;
}

describe('InMemorySpaceRateLimiter', () => {
  let now = Date.UTC(2026, 10, 22);
  const clock: Clock = { now: () => now };

  it('allows the burst per space, then refuses with Retry-After, and refills at the steady rate', async () => {
    const limiter = new InMemorySpaceRateLimiter(rule, clock);
    expect(await burst(limiter, 'spc_a', 25)).toBe(20);
    expect(await limiter.take('spc_a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await burst(limiter, 'spc_b', 3)).toBe(3);
    now += 1000;
    expect(await burst(limiter, 'spc_a', 10)).toBe(5);
  });
});

const redisUrl = process.env['REDIS_URL'];
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('RedisSpaceRateLimiter (REDIS_URL)', () => {
  it('shares one bucket per space between instances: together they allow exactly the burst', async () => {
    const one = new RedisSpaceRateLimiter(redisUrl ?? '', rule);
    const two = new RedisSpaceRateLimiter(redisUrl ?? '', rule);
    const space = `spc_test_${randomBytes(6).toString('hex')}`;
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).take(space)),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(20);
      expect(results.find((r) => !r.allowed)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      expect((await one.take(`${space}_other`)).allowed).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('refills at the steady rate', async () => {
    const fast = { burst: 2, ratePerSecond: 20 };
    const limiter = new RedisSpaceRateLimiter(redisUrl ?? '', fast);
    const space = `spc_test_${randomBytes(6).toString('hex')}`;
    try {
      expect(await burst(limiter, space, 3)).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await burst(limiter, space, 3)).toBe(2);
    } finally {
      await limiter.close();
    }
  });
});

describe('RedisSpaceRateLimiter with Redis unreachable', () => {
  it('fails fast instead of hanging', async () => {
    const limiter = new RedisSpaceRateLimiter('redis://127.0.0.1:1', rule);
    const started = Date.now();
    try {
      await expect(limiter.take('spc_a')).rejects.toThrow();
      await expect(limiter.take('spc_a')).rejects.toThrow();
    } finally {
      await limiter.close();
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up on a Redis that keeps the connection but stops answering', async () => {
    const silent = await silentRedis();
    const limiter = new RedisSpaceRateLimiter(
      `redis://127.0.0.1:${(silent.address() as { port: number }).port}`,
      rule,
    );
    const started = Date.now();
    try {
      await expect(limiter.take('spc_a')).rejects.toThrow('Command timed out');
    } finally {
      await limiter.close();
      await new Promise((resolve) => silent.close(resolve));
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

/**
 * Enough of Redis for ioredis to connect and become ready (every command but a script gets +OK),
 * then silence for the token script (EVALSHA / EVAL): a frozen or unreachable-but-connected Redis.
 */
async function silentRedis(): Promise<Server> {
  const server = createServer((socket) => {
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString('latin1');
      for (let command = nextCommand(pending); command; command = nextCommand(pending)) {
        pending = pending.slice(command.length);
        if (!command.name.toUpperCase().startsWith('EVAL')) socket.write('+OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The first complete RESP command (`*<n>` then n bulk strings) in `text`: its name and length. */
function nextCommand(text: string): { name: string; length: number } | null {
  const head = /^\*(\d+)\r\n/.exec(text);
  if (!head) return null;
  let at = head[0].length;
  let name = '';
  for (let i = 0; i < Number(head[1]); i++) {
    const size = /^\$(\d+)\r\n/.exec(text.slice(at));
    if (!size) return null;
    const start = at + size[0].length;
    const end = start + Number(size[1]);
    if (text.length < end + 2) return null;
    if (i === 0) name = text.slice(start, end);
    at = end + 2;
  }
  return { name, length: at };
}
