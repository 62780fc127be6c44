import { text } from 'node:stream/consumers';
import { openMigratedDatabase } from '@deal/persistence';
import { describeBootstrap, parseBootstrapArgs, runBootstrap, setUserPassword } from './bootstrap-command';

/**
 * `npm run bootstrap -- [--json] [--email E] [--name N] [--space S] [--password-stdin]` (CONTRACT §1),
 * and `npm run bootstrap -- --set-password --email E --password-stdin` for an existing user.
 * Passwords come on standard input, never as arguments (which other users can read from `ps`).
 */
async function main(): Promise<void> {
  const args = parseBootstrapArgs(process.argv.slice(2));
  const password = args.passwordStdin ? (await text(process.stdin)).replace(/\r?\n$/, '') : undefined;
  const database = await openMigratedDatabase(process.env);
  try {
    if (args.setPassword) {
      await setUserPassword(database, args.email as string, password as string);
      console.log(
        args.json
          ? JSON.stringify({ email: args.email, password_set: true })
          : `password set for ${args.email}`,
      );
      return;
    }
    const { email, name, space } = args;
    const result = await runBootstrap(database, {
      email,
      name,
      space,
      ...(password !== undefined && { password }),
    });
    console.log(args.json ? JSON.stringify(result) : describeBootstrap(result));
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(`bootstrap failed: ${error.message}`);
  process.exit(1);
});
