import { randomBytes } from 'node:crypto';
import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { describeBootstrap, runBootstrap } from '../bootstrap-command';

/**
 * First start of an empty embedded database (CONTRACT §1): runs the bootstrap once, so a newcomer
 * has a user, a space and two tokens at once. A real server (`DATABASE_URL`) is never touched,
 * and neither is an embedded database that already has a user, so later starts create nothing.
 * Safe against races because an embedded data directory belongs to one process.
 */
export async function createDemoWorkspaceIfFirstStart(database: Database): Promise<DemoWorkspace | null> {
  if (database.kind !== 'embedded') return null;
  const [{ found }] = await database.dataSource.query('SELECT EXISTS (SELECT 1 FROM users) AS found');
  if (found) return null;
  const password = randomBytes(12).toString('base64url');
  return { ...(await runBootstrap(database, { password })), password };
}

/** The demo workspace, with the demo user's generated web password (shown once, like the tokens). */
export type DemoWorkspace = BootstrapResult & { readonly password: string };

/** A plain-text block for a person at a terminal: the demo tokens, password and where to use them. */
export function demoBanner(demo: DemoWorkspace, apiUrl: string | undefined): string {
  const rule = '-'.repeat(78);
  return [
    '',
    rule,
    'First start on an empty embedded database: created a demo user, a space it owns and',
    'two personal access tokens (`npm run bootstrap` makes more).',
    '',
    ...describeBootstrap(demo)
      .split('\n')
      .map((line) => `  ${line}`),
    `  password          ${demo.password}`,
    ...(apiUrl
      ? [
          '',
          'Try it:',
          `  curl -s -H "Authorization: Bearer ${demo.tokens.read_write}" ${apiUrl}/v1/spaces`,
          `  or sign in at ${apiUrl}/sign-in as ${demo.user.email} with the password above.`,
        ]
      : []),
    rule,
    '',
  ].join('\n');
}
