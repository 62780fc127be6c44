import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { backlogGrew, quarterMedians, summarizeLatencies, round, type LatencySummary } from './latency-stats';
import { dueCount, plannedRequests, scheduledOffsetMs } from './open-loop-schedule';

export interface OpenLoopRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface OpenLoopSpec {
  readonly name: string;
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly ratePerSecond: number;
  readonly durationSeconds: number;
  /** Sockets of the undici Pool: enough that a slow answer never holds back the next send. */
  readonly connections: number;
  readonly expectedStatus: number;
  /** The request to send as number `index` (0-based) of the run. */
  readonly request: (index: number) => OpenLoopRequest;
  /** A request not answered this long after its send counts as an error (default 10 s). */
  readonly timeoutMs?: number;
  /** The index of the run's first request (default 0): a run that follows a lead-in continues its sequence. */
  readonly firstIndex?: number;
}

export interface OpenLoopFigures extends LatencySummary {
  readonly name: string;
  readonly target_rate: number;
  /** Answers (any status) per second over the run's scheduled length. */
  readonly achieved_rate: number;
  readonly requests: number;
  /** Timeouts, connection errors and answers other than the expected status. */
  readonly errors: number;
  /** How late the generator itself sent (timer and event-loop lag): p99, ms. */
  readonly send_lag_p99_ms: number;
  /** Latency climbed through the run: the server could not keep up with this rate (see backlogGrew). */
  readonly saturated: boolean;
  /** Median latency of each quarter of the run, in schedule order. */
  readonly p50_by_quarter_ms: number[];
}

/**
 * Open-loop load at a fixed rate: request `i` is due at start + i/rate and is sent then, whether
 * or not earlier ones were answered (an undici Pool with `connections` sockets carries them), and
 * its latency runs from that scheduled time to the end of its answer's body. A server that stalls
 * therefore shows its stall in every request scheduled during it (no coordinated omission), unlike
 * a closed loop, which simply stops sending while it waits.
 */
export async function runOpenLoop(spec: OpenLoopSpec): Promise<OpenLoopFigures> {
  const timeoutMs = spec.timeoutMs ?? 10_000;
  const total = plannedRequests(spec.ratePerSecond, spec.durationSeconds);
  const pool = new Pool(spec.origin, {
    connections: spec.connections,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 30_000,
  });
  const latencies = new Array<number>(total).fill(Number.NaN);
  const lags: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  // A short lead so that opening the first sockets is not charged to request 0.
  const start = performance.now() + 50;

  const send = (index: number): void => {
    const scheduled = start + scheduledOffsetMs(index, spec.ratePerSecond);
    lags.push(performance.now() - scheduled);
    const { method, path, headers, body } = spec.request(index + (spec.firstIndex ?? 0));
    const done = pool
      .request({
        method,
        path,
        headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body,
      })
      .then(async (response) => {
        await response.body.dump({ limit: 1 << 20 });
        latencies[index] = performance.now() - scheduled;
        if (response.statusCode !== spec.expectedStatus) errors += 1;
      })
      .catch(() => {
        errors += 1;
      });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  try {
    let sent = 0;
    while (sent < total) {
      const due = dueCount(performance.now() - start, spec.ratePerSecond, total);
      while (sent < due) send(sent++);
      if (sent >= total) break;
      const wait = start + scheduledOffsetMs(sent, spec.ratePerSecond) - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
    await Promise.all(inFlight);
  } finally {
    await pool.destroy();
  }
  lags.sort((a, b) => a - b);
  const answered = latencies.filter((value) => !Number.isNaN(value));
  const saturated = backlogGrew(latencies);
  return {
    name: spec.name,
    target_rate: spec.ratePerSecond,
    achieved_rate: round(answered.length / spec.durationSeconds, 1),
    requests: total,
    errors,
    ...summarizeLatencies(answered),
    send_lag_p99_ms: round(lags[Math.max(0, Math.ceil(lags.length * 0.99) - 1)] ?? Number.NaN, 2),
    saturated,
    p50_by_quarter_ms: quarterMedians(latencies),
  };
}
