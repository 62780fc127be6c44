import { describeBootstrap, parseBootstrapArgs, runBootstrap } from './bootstrap-command';
import { openMigratedDatabase } from '@deal/persistence';

/** `npm run bootstrap -- [--json] [--email E] [--name N] [--space S]` (CONTRACT §1). */
async function main(): Promise<void> {
  const options = parseBootstrapArgs(process.argv.slice(2));
  const database = await openMigratedDatabase(process.env);
  try {
    const result = await runBootstrap(database, options);
    console.log(options.json ? JSON.stringify(result) : describeBootstrap(result));
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(`bootstrap failed: ${error.message}`);
  process.exit(1);
});
