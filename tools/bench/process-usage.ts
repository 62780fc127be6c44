import { readFile } from 'node:fs/promises';

/** Linux reports CPU time in clock ticks; USER_HZ is 100 on every mainstream kernel build. */
const TICKS_PER_SECOND = 100;

/** `VmRSS` of a /proc/<pid>/status text, in MB (one decimal); null when the line is missing. */
export function parseRssMegabytes(statusText: string): number | null {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
}

/**
 * User + system CPU time in ms of a /proc/<pid>/stat line (fields 14 and 15, counted after the
 * parenthesised command name, which may itself hold spaces); null when the line does not parse.
 */
export function parseCpuMilliseconds(statText: string): number | null {
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state), so utime (14) and stime (15) are at 11 and 12.
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** Resident set size of a running process in MB (Linux /proc); null elsewhere or once it is gone. */
export async function rssMegabytes(pid: number): Promise<number | null> {
  try {
    return parseRssMegabytes(await readFile(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null;
  }
}

/** CPU time a running process has used so far, ms (10 ms resolution); null where /proc is missing. */
export async function cpuMilliseconds(pid: number): Promise<number | null> {
  try {
    return parseCpuMilliseconds(await readFile(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** One look at a process's memory: RSS, and heap used after a full GC when its inspector is open. */
export interface MemorySample {
  readonly rss_mb: number | null;
  readonly heap_after_gc_mb: number | null;
}

export interface MemoryFigures {
  readonly idle: MemorySample;
  readonly after_run: MemorySample;
  readonly after_repeat: MemorySample;
  /** After the repeat minus after the first run: what a second identical run left behind. */
  readonly rss_growth_mb: number | null;
  readonly heap_growth_mb: number | null;
  readonly leak_suspected: boolean | null;
}

const difference = (a: number | null, b: number | null) =>
  a === null || b === null ? null : Math.round((b - a) * 10) / 10;

export function memoryFigures(
  idle: MemorySample,
  afterRun: MemorySample,
  afterRepeat: MemorySample,
): MemoryFigures {
  const figures = {
    idle,
    after_run: afterRun,
    after_repeat: afterRepeat,
    rss_growth_mb: difference(afterRun.rss_mb, afterRepeat.rss_mb),
    heap_growth_mb: difference(afterRun.heap_after_gc_mb, afterRepeat.heap_after_gc_mb),
  };
  return { ...figures, leak_suspected: leakSuspected(figures) };
}

/**
 * A second identical run should leave the heap (after a full GC) where the first left it: growth
 * above max(1 MB, 5 %) is suspect. Without the heap figure, RSS decides, more loosely (V8 grows its
 * heap lazily and rarely gives pages back): max(8 MB, 10 %). Null when neither was measured.
 */
export function leakSuspected(
  figures: Pick<MemoryFigures, 'after_run' | 'rss_growth_mb' | 'heap_growth_mb'>,
): boolean | null {
  const heap = figures.after_run.heap_after_gc_mb;
  if (heap !== null && figures.heap_growth_mb !== null)
    return figures.heap_growth_mb > Math.max(1, heap * 0.05);
  const rss = figures.after_run.rss_mb;
  if (rss !== null && figures.rss_growth_mb !== null) return figures.rss_growth_mb > Math.max(8, rss * 0.1);
  return null;
}
