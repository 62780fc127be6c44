import { Counter } from 'prom-client';
import type { AppMetrics } from '@deal/nest-kit';
import type { PruneCounts } from '@deal/persistence';

/**
 * The dispatcher's retention prunes (docs/operations.md "Retention"): each run by result
 * (`succeeded`, `failed`) and the rows it removed, by table. Runs of `npm run prune` (the CronJob)
 * are separate processes and are not counted here: their log line has the counts.
 */
export class RetentionMetrics {
  private readonly runs: Counter<'result'>;
  private readonly rows: Counter<'table'>;

  constructor(metrics: AppMetrics) {
    const registers = [metrics.registry];
    this.runs = new Counter({
      name: 'retention_prune_runs_total',
      help: 'Retention prunes run by the dispatcher, by result (succeeded, failed).',
      labelNames: ['result'],
      registers,
    });
    this.rows = new Counter({
      name: 'retention_pruned_rows_total',
      help: 'Rows removed by the dispatcher’s retention prunes, by table.',
      labelNames: ['table'],
      registers,
    });
  }

  /** Runs one prune and counts it (a failed one is counted and rethrown for the schedule to log). */
  async counted(prune: () => Promise<PruneCounts>): Promise<PruneCounts> {
    try {
      const counts = await prune();
      this.runs.inc({ result: 'succeeded' });
      for (const [table, rows] of Object.entries(counts)) this.rows.inc({ table }, rows);
      return counts;
    } catch (error) {
      this.runs.inc({ result: 'failed' });
      throw error;
    }
  }
}
