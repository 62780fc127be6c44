import { JsonLogger } from './json-logger';

describe('JsonLogger', () => {
  it('writes one JSON line per entry at or above its level', () => {
    const lines: string[] = [];
    const logger = new JsonLogger('warn', (line) => lines.push(line));
    logger.log('hidden', 'NestApplication');
    logger.warn('shown', 'RoutesResolver');
    logger.error('failed', 'Error: boom\n    at x', 'ExceptionsHandler');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.endsWith('\n'))).toBe(true);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'warn',
      msg: 'shown',
      context: 'RoutesResolver',
    });
    expect(JSON.parse(lines[1] as string)).toMatchObject({
      level: 'error',
      msg: 'failed',
      context: 'ExceptionsHandler',
      stack: 'Error: boom\n    at x',
    });
  });

  it('is quiet when silent', () => {
    const lines: string[] = [];
    const logger = new JsonLogger('silent', (line) => lines.push(line));
    logger.error('nothing');
    expect(lines).toEqual([]);
  });
});
