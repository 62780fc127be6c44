import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNodeRuntimes, majorOf } from './node-runtimes';

describe('findNodeRuntimes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'node-runtimes-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs on the bench’s own runtime only unless BENCH_ALL_NODES=1', () => {
    const bin = join(dir, 'other');
    mkdirSync(bin);
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho v18.0.0\n');
    chmodSync(join(bin, 'node'), 0o755);
    expect(findNodeRuntimes({ PATH: bin }).map((runtime) => runtime.version)).toEqual([process.version]);
    expect(findNodeRuntimes({ PATH: bin, BENCH_ALL_NODES: '1' }).map((runtime) => runtime.version)).toEqual([
      'v18.0.0',
      process.version,
    ]);
  });

  it('finds the bench’s own runtime once, even when PATH holds it again under another name', () => {
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const runtimes = findNodeRuntimes({ PATH: bin, BENCH_ALL_NODES: '1' });
    expect(runtimes).toEqual([{ path: expect.any(String), version: process.version }]);
  });

  it('skips a `node` on PATH that is not a runnable Node.js', () => {
    const bin = join(dir, 'broken');
    mkdirSync(bin);
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho not-node\n');
    chmodSync(join(bin, 'node'), 0o755);
    expect(findNodeRuntimes({ PATH: bin, BENCH_ALL_NODES: '1' }).map((runtime) => runtime.version)).toEqual([
      process.version,
    ]);
  });

  it('refuses a BENCH_NODES entry that is not a runnable Node.js', () => {
    expect(() => findNodeRuntimes({ BENCH_NODES: join(dir, 'missing') })).toThrow(
      /BENCH_NODES: .*missing is not a runnable node executable/,
    );
  });

  it('takes the runtimes BENCH_NODES names', () => {
    expect(findNodeRuntimes({ BENCH_NODES: process.execPath })).toEqual([
      { path: expect.any(String), version: process.version },
    ]);
  });

  it('reads the major version', () => {
    expect(majorOf('v24.21.0')).toBe('24');
    expect(majorOf('v20.20.2')).toBe('20');
  });
});
