import { createInterface } from 'node:readline';
import { SCRIPTS, type BenchContext } from './bench-context';
import { spawnChild, stopChild } from './child-server';

/** A running outbox loop (outbox-delivery-loop.ts), idle until deliveries are committed. */
export interface OutboxLoop {
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the hand-written outbox loop on `databaseUrl` (its pool's application_name is the one the
 * bench finds its backends by) and resolves once it listens on the outbox channel.
 */
export async function startOutboxLoop(
  context: BenchContext,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<OutboxLoop> {
  const child = spawnChild(SCRIPTS.outboxDeliveryLoop, { ...env, DATABASE_URL: databaseUrl }, [], 'pipe');
  const stop = () => stopChild(child);
  context.cleanup.push('outbox delivery loop', stop);
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if ((JSON.parse(line) as { ready?: boolean }).ready) resolve();
    });
    child.once('close', (code) => reject(new Error(`outbox delivery loop exited with ${code}`)));
  });
  return { pid: child.pid ?? 0, stop };
}
