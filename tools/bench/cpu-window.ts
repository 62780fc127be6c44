import { readFile } from 'node:fs/promises';
import type { Database } from '@deal/persistence';
import { round } from './latency-stats';
import { cpuMilliseconds } from './process-usage';

/** CPU used during one measured window, ms; null where it could not be read (no /proc). */
export interface CpuUsed {
  /** The watched processes (the dispatchers), summed. */
  readonly process_ms: number | null;
  /** The PostgreSQL backends serving them (by application name), summed. */
  readonly postgres_ms: number | null;
  readonly postgres_backends: number;
  /** Cores the whole machine left idle on average over the window: above ~0.5 there was one to spare. */
  readonly idle_cores: number | null;
}

export interface CpuWindow {
  stop(): Promise<CpuUsed>;
}

/** Linux reports CPU time in clock ticks; USER_HZ is 100 on every mainstream kernel build. */
const TICKS_PER_SECOND = 100;

/** Idle + iowait ticks of all cores, from the first line of /proc/stat; null when it does not parse. */
export function parseIdleTicks(procStat: string): number | null {
  const match = /^cpu\s+(.*)$/m.exec(procStat);
  const fields = match?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  const [idle, iowait] = [fields[3], fields[4]];
  return idle === undefined || iowait === undefined || Number.isNaN(idle + iowait) ? null : idle + iowait;
}

/**
 * CPU of the backends over a window from two samples (pid → ms): what each used since the first
 * sample, a backend that started during the window counting in full. A backend that ended during
 * the window is missed, so the pool's connections must outlive it (they do: it is seconds long).
 */
export function backendDelta(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * Starts measuring CPU: of the processes `pids`, of the PostgreSQL backends of `database` whose
 * application_name starts with `applicationName` (read from /proc/<pid>/stat, so the server must
 * run on this machine, as the bench's does), and of the machine as a whole (/proc/stat).
 */
export async function watchCpu(
  database: Database,
  pids: readonly number[],
  applicationName: string,
): Promise<CpuWindow> {
  const sample = async () => ({
    at: Date.now(),
    processes: await sumOf(pids),
    backends: await backendCpu(database, applicationName),
    idle: await readFile('/proc/stat', 'utf8').then(parseIdleTicks, () => null),
  });
  const start = await sample();
  return {
    async stop() {
      const end = await sample();
      const seconds = (end.at - start.at) / 1000;
      const idleTicks = start.idle === null || end.idle === null ? null : end.idle - start.idle;
      return {
        process_ms:
          start.processes === null || end.processes === null ? null : end.processes - start.processes,
        postgres_ms: start.backends && end.backends ? backendDelta(start.backends, end.backends) : null,
        postgres_backends: end.backends?.size ?? 0,
        idle_cores:
          idleTicks === null || seconds <= 0 ? null : round(idleTicks / TICKS_PER_SECOND / seconds, 2),
      };
    },
  };
}

/** CPU ms per delivery of a window: the processes, their PostgreSQL backends, and both together. */
export function cpuPerDelivery(used: CpuUsed, deliveries: number) {
  const per = (ms: number | null) => (ms === null ? null : round(ms / deliveries, 3));
  const both =
    used.process_ms === null || used.postgres_ms === null ? null : used.process_ms + used.postgres_ms;
  return {
    process_cpu_ms_per_delivery: per(used.process_ms),
    postgres_cpu_ms_per_delivery: per(used.postgres_ms),
    cpu_ms_per_delivery: per(both),
    postgres_backends: used.postgres_backends,
    idle_cores: used.idle_cores,
  };
}

async function sumOf(pids: readonly number[]): Promise<number | null> {
  const each = await Promise.all(pids.map(cpuMilliseconds));
  return each.some((ms) => ms === null) ? null : each.reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
}

async function backendCpu(database: Database, applicationName: string): Promise<Map<number, number> | null> {
  const rows: { pid: number }[] = await database.dataSource.query(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1`,
    [`${applicationName}%`],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    // Only a postgres process of this machine: a server elsewhere has its own pid numbers.
    const command = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    const ms = command.trim() === 'postgres' ? await cpuMilliseconds(pid) : null;
    if (ms !== null) cpu.set(pid, ms);
  }
  return rows.length > 0 && cpu.size === 0 ? null : cpu;
}
