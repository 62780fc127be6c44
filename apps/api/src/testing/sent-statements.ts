import pg from 'pg';

/**
 * What a request sends to the database, counted on the `pg` client that both database kinds go
 * through: `install()` in a beforeAll, `restore()` in the afterAll, and `statementsOf(work)` for the
 * leading keywords of each statement `work` sent, e.g. `INSERT INTO deal_versions`.
 */
export function sentStatements() {
  const sent: string[] = [];
  let recording = false;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  return {
    install(): void {
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const sql = args[0] as string | { text: string };
        if (recording) sent.push((typeof sql === 'string' ? sql : sql.text).trim());
        return query.apply(this, args);
      } as typeof pg.Client.prototype.query;
    },
    restore(): void {
      pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    },
    async statementsOf(work: () => Promise<unknown>): Promise<string[]> {
      sent.length = 0;
      recording = true;
      try {
        await work();
      } finally {
        recording = false;
      }
      return sent.map((sql) => sql.split(/\s+/).slice(0, 3).join(' '));
    },
  };
}
