import { parseArgs } from 'node:util';
import { bootstrapWorkspace, domainErrorMessage, setPassword, type BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { composeBootstrap } from './bootstrap.composition';
import type { BootstrapParts } from './bootstrap.parts';

export interface BootstrapOptions {
  readonly email?: string;
  readonly name?: string;
  readonly space?: string;
  /** The new user's password for the web application (none: the user signs in with tokens only). */
  readonly password?: string;
}

/** Creates a fresh user who owns a fresh space, with a read_write and a read personal token. */
export async function runBootstrap(database: Database, options: BootstrapOptions): Promise<BootstrapResult> {
  const { workspace, password } = composeBootstrap(database);
  const suffix = workspace.ids.next('usr').slice(-8).toLowerCase();
  const result = await bootstrapWorkspace(workspace, {
    email: options.email ?? `demo-${suffix}@example.test`,
    name: options.name ?? 'Demo User',
    spaceName: options.space ?? `Demo space ${suffix}`,
  });
  if (!result.ok) throw new Error(domainErrorMessage(result.error));
  if (options.password !== undefined)
    await setPasswordWith(password, result.value.user.email, options.password);
  return result.value;
}

/** Sets an existing user's password (and ends their web sessions); the password is never printed. */
export async function setUserPassword(database: Database, email: string, password: string): Promise<void> {
  await setPasswordWith(composeBootstrap(database).password, email, password);
}

async function setPasswordWith(
  deps: BootstrapParts['password'],
  email: string,
  password: string,
): Promise<void> {
  const result = await setPassword(deps, { email, password });
  if (!result.ok) throw new Error(domainErrorMessage(result.error));
}

export interface BootstrapArgs extends Omit<BootstrapOptions, 'password'> {
  readonly json: boolean;
  /** Read a password from standard input (one line): for the new user, or with `setPassword`. */
  readonly passwordStdin: boolean;
  /** Only set the password of the existing user `email`; create nothing. */
  readonly setPassword: boolean;
}

export function parseBootstrapArgs(argv: string[]): BootstrapArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      json: { type: 'boolean', default: false },
      email: { type: 'string' },
      name: { type: 'string' },
      space: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      'set-password': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const args = {
    json: values.json ?? false,
    email: values.email,
    name: values.name,
    space: values.space,
    passwordStdin: values['password-stdin'] ?? false,
    setPassword: values['set-password'] ?? false,
  };
  if (args.setPassword && (!args.email || !args.passwordStdin)) {
    throw new Error('--set-password needs --email and --password-stdin');
  }
  return args;
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
