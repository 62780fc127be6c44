import { migrate, openDatabase } from '@deal/persistence';
import { databaseCheck, redisCheck } from '@deal/nest-kit';

describe('databaseCheck', () => {
  it('is not ready while migrations are pending, ready once they ran, and not when closed', async () => {
    const database = await openDatabase({ kind: 'embedded', dataDir: 'memory' });
    const check = databaseCheck(database);
    try {
      expect(await check.problem()).toBe('migrations pending');
      await migrate(database);
      expect(await check.problem()).toBeNull();
    } finally {
      await database.close();
    }
    expect(await check.problem()).toBe('not connected');
  }, 60_000);
});

describe('redisCheck', () => {
  it('names an unreachable Redis promptly, without its address', async () => {
    const check = redisCheck('redis://:secret@127.0.0.1:1');
    const started = Date.now();
    try {
      expect(await check.problem()).toBe('unreachable');
    } finally {
      await check.close?.();
    }
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  const url = process.env['REDIS_URL'];
  (url ? it : it.skip)('is ready when Redis answers PING (REDIS_URL)', async () => {
    const check = redisCheck(url as string);
    try {
      expect(await check.problem()).toBeNull();
      expect(await check.problem()).toBeNull();
    } finally {
      await check.close?.();
    }
  });
});
