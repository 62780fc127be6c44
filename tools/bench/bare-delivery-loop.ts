import { secretBoxFromEnv } from '@deal/persistence';
import { Client } from 'pg';
import { Agent, request } from 'undici';

/**
 * The baseline of the dispatcher measurement: the queued deliveries' bodies, read from the database
 * up front, POSTed to the receiver by a plain loop with the dispatcher's headers and concurrency,
 * through one keep-alive undici Agent like the dispatcher's. No claim, no lease, no attempt
 * record: the cost floor of moving these bodies over HTTP from a separate process.
 * Prints one JSON line when it starts sending (`started_at`, epoch ms) and one when done; both
 * carry the CPU this process has used so far (`cpu_ms`), so that the sending's share is their difference.
 */
async function main(): Promise<void> {
  const target = String(process.env['TARGET_URL']);
  const concurrency = Number(process.env['CONCURRENCY'] ?? 32);
  const client = new Client({ connectionString: process.env['DATABASE_URL'] });
  await client.connect();
  const { rows } = await client
    .query<{ id: string; body: string; secret: string }>(
      `SELECT d.id, e.payload::text AS body, a.secret
         FROM webhook_deliveries d
         JOIN outbox_events e ON e.id = d.event_id
         JOIN automation_actions a ON a.id = d.action_id
        ORDER BY d.id LIMIT $1`,
      [Number(process.env['LIMIT'] ?? 5000)],
    )
    .finally(() => client.end());
  // The secret is sealed at rest (docs/operations.md "Secrets at rest"): opened once, up front.
  const secrets = secretBoxFromEnv(process.env);
  for (const row of rows) row.secret = secrets.open(row.secret);
  const agent = new Agent({ headersTimeout: 30_000, bodyTimeout: 30_000 });
  let next = 0;
  let failed = 0;
  const worker = async (): Promise<void> => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      try {
        const response = await request(target, {
          dispatcher: agent,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'deal-pricing-service-webhooks/1',
            'x-service-webhook': row.secret,
            'x-service-delivery': row.id,
          },
          body: row.body,
        });
        await response.body.dump({ limit: 64 * 1024 });
        if (response.statusCode < 200 || response.statusCode > 299) failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  process.stdout.write(
    `${JSON.stringify({ started_at: Date.now(), bodies: rows.length, cpu_ms: cpuMs() })}\n`,
  );
  await Promise.all(Array.from({ length: concurrency }, worker));
  await agent.close();
  process.stdout.write(`${JSON.stringify({ done_at: Date.now(), failed, cpu_ms: cpuMs() })}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`bare delivery loop failed: ${error.message}\n`);
  process.exit(1);
});
