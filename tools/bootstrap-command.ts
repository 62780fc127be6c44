import { parseArgs } from 'node:util';
import { bootstrapWorkspace, domainErrorMessage, type BootstrapResult } from '@deal/domain';
import {
  NodeSecretHasher,
  RandomIdGenerator,
  RandomTokenIssuer,
  SystemClock,
  TypeOrmUnitOfWork,
  type Database,
} from '@deal/persistence';

export interface BootstrapOptions {
  readonly email?: string;
  readonly name?: string;
  readonly space?: string;
}

/** Creates a fresh user who owns a fresh space, with a read_write and a read personal token. */
export async function runBootstrap(database: Database, options: BootstrapOptions): Promise<BootstrapResult> {
  const ids = new RandomIdGenerator();
  const suffix = ids.next('usr').slice(-8).toLowerCase();
  const result = await bootstrapWorkspace(
    {
      uow: new TypeOrmUnitOfWork(database.dataSource),
      ids,
      clock: new SystemClock(),
      tokens: new RandomTokenIssuer(new NodeSecretHasher()),
    },
    {
      email: options.email ?? `demo-${suffix}@example.test`,
      name: options.name ?? 'Demo User',
      spaceName: options.space ?? `Demo space ${suffix}`,
    },
  );
  if (!result.ok) throw new Error(domainErrorMessage(result.error));
  return result.value;
}

export function parseBootstrapArgs(argv: string[]): BootstrapOptions & { json: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      json: { type: 'boolean', default: false },
      email: { type: 'string' },
      name: { type: 'string' },
      space: { type: 'string' },
    },
    strict: true,
  });
  return { json: values.json ?? false, email: values.email, name: values.name, space: values.space };
}

export function describeBootstrap(result: BootstrapResult): string {
  return [
    `user   ${result.user.email} (${result.user.id})`,
    `space  ${result.space.name} (${result.space.id})`,
    `read_write token  ${result.tokens.read_write}`,
    `read token        ${result.tokens.read}`,
    'Tokens are shown only now; store them safely.',
  ].join('\n');
}
