import { JsonLogger, type LogOutput } from './json-logger';
import { readableLine } from './readable-line';

function capture(readable = false) {
  const out: string[] = [];
  const err: string[] = [];
  const output: LogOutput = {
    write: (line) => out.push(line),
    writeError: (line) => err.push(line),
    readable,
  };
  return { out, err, output };
}

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

  it("puts Nest's start-up listings at debug: hidden at the default level, shown at debug", () => {
    const info = capture();
    new JsonLogger('info', info.output).log('Mapped {/v1/meta, GET} route', 'RouterExplorer');
    expect(info.out).toEqual([]);
    const debug = capture();
    new JsonLogger('debug', debug.output).log('Mapped {/v1/meta, GET} route', 'RouterExplorer');
    expect(JSON.parse(debug.out[0] as string)).toMatchObject({ level: 'debug', context: 'RouterExplorer' });
  });

  it('says where an app listens at info, and on stderr when the level hides info, but not when silent', () => {
    const info = capture();
    new JsonLogger('info', info.output).listening('api listening', { host: '127.0.0.1', port: 3000 });
    expect(JSON.parse(info.out[0] as string)).toMatchObject({
      level: 'info',
      msg: 'api listening',
      port: 3000,
    });
    expect(info.err).toEqual([]);
    const warn = capture();
    new JsonLogger('warn', warn.output).listening('api listening', { host: '127.0.0.1', port: 3000 });
    expect(warn.out).toEqual([]);
    expect(warn.err).toEqual([expect.stringMatching(/INFO {2}api listening host=127\.0\.0\.1 port=3000\n$/)]);
    const silent = capture();
    new JsonLogger('silent', silent.output).listening('api listening');
    expect([...silent.out, ...silent.err]).toEqual([]);
  });

  it('writes readable lines for a person at a terminal', () => {
    const tty = capture(true);
    new JsonLogger('info', tty.output).entry('warn', 'slow request', {
      path: '/v1/spaces',
      note: 'two words',
    });
    expect(tty.out).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN {2}slow request path=\/v1\/spaces note="two words"\n$/),
    ]);
  });

  it('is quiet when silent', () => {
    const lines: string[] = [];
    const logger = new JsonLogger('silent', (line) => lines.push(line));
    logger.error('nothing');
    expect(lines).toEqual([]);
  });
});

describe('readableLine', () => {
  it('writes time, level, message and fields, then a stack on its own lines', () => {
    expect(
      readableLine({
        time: '2026-11-27T06:00:01.000Z',
        level: 'error',
        msg: 'failed',
        stack: 'Error: x\n  at y',
        n: 1,
      }),
    ).toBe('06:00:01 ERROR failed n=1\nError: x\n  at y\n');
  });
});
