import { comparePerRequest, packageOf, summarizeCpuProfile, type CpuProfile } from './cpu-profile-summary';

const frame = (id: number, functionName: string, url: string, lineNumber = 0) => ({
  id,
  callFrame: { functionName, url, lineNumber },
});

const profile: CpuProfile = {
  nodes: [
    { ...frame(1, '(root)', ''), children: [2, 4, 5, 6] },
    frame(2, '(idle)', ''),
    frame(3, 'query', 'file:///repo/node_modules/typeorm/driver/postgres/PostgresQueryRunner.js', 184),
    { ...frame(4, 'handle', 'file:///repo/dist/apps/api/src/spaces/list.js', 9), children: [3, 7] },
    frame(5, '(garbage collector)', ''),
    frame(6, 'emit', 'node:events', 470),
    frame(7, 'parse', 'file:///repo/node_modules/@nestjs/core/router.js', 1),
  ],
  samples: [2, 3, 3, 4, 5, 6, 7, 3],
  timeDeltas: [5000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('summarizeCpuProfile', () => {
  it('sums self time per frame and per package, leaving idle out of the busy time', () => {
    const summary = summarizeCpuProfile(profile);
    expect(summary.idle_ms).toBe(5);
    expect(summary.busy_ms).toBe(7);
    expect(summary.top_frames[0]).toEqual({
      name: 'query typeorm/driver/postgres/PostgresQueryRunner.js:185',
      self_ms: 3,
      self_pct: 42.9,
    });
    expect(summary.by_package.map((share) => share.name)).toEqual([
      'typeorm',
      'app',
      '(garbage collector)',
      'node:internal',
      '@nestjs/core',
    ]);
  });

  it('adds up the time under a function, its callees included', () => {
    const summary = summarizeCpuProfile(profile, {
      inclusive: ['app:handle', 'typeorm:query', 'pg:missing'],
    });
    expect(summary.inclusive).toEqual([
      { name: 'app:handle', self_ms: 5, self_pct: 71.4 },
      { name: 'typeorm:query', self_ms: 3, self_pct: 42.9 },
      { name: 'pg:missing', self_ms: 0, self_pct: 0 },
    ]);
  });

  it('skips the first milliseconds (start-up, warm-up) when asked', () => {
    const summary = summarizeCpuProfile(profile, { skipFirstMs: 9 });
    expect(summary.busy_ms).toBe(4);
    expect(summary.top_frames.map((share) => share.name)).not.toContain(
      'handle apps/api/src/spaces/list.js:10',
    );
  });

  it('names packages by their node_modules folder, scopes included', () => {
    expect(packageOf('file:///x/node_modules/pg-protocol/dist/parser.js', 'parse')).toBe('pg-protocol');
    expect(packageOf('file:///x/node_modules/a/node_modules/@nestjs/core/x.js', 'f')).toBe('@nestjs/core');
    expect(packageOf('node:internal/streams', 'read')).toBe('node:internal');
    expect(packageOf('', 'writev')).toBe('(native)');
    expect(packageOf('', '(program)')).toBe('(program)');
  });
});

describe('comparePerRequest', () => {
  it('turns shares into µs per request and orders by the app’s extra cost', () => {
    const share = (name: string, self_pct: number) => ({ name, self_ms: 0, self_pct });
    const rows = comparePerRequest(
      {
        profile: {
          busy_ms: 0,
          idle_ms: 0,
          top_frames: [],
          inclusive: [],
          by_package: [share('typeorm', 50), share('pg', 50)],
        },
        cpuMsPerRequest: 2,
      },
      {
        profile: { busy_ms: 0, idle_ms: 0, top_frames: [], inclusive: [], by_package: [share('pg', 100)] },
        cpuMsPerRequest: 0.5,
      },
    );
    expect(rows).toEqual([
      { name: 'typeorm', app_us: 1000, baseline_us: 0, extra_us: 1000 },
      { name: 'pg', app_us: 1000, baseline_us: 500, extra_us: 500 },
    ]);
  });
});
