import { InvalidArgumentError, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { CliError, EXIT_USAGE } from '../cli-error';
import { PROFILE_NAME } from '../config/login-slot';
import { parseServiceUrl } from '../config/service-url';
import { renderJson } from '../format/json.format';
import { renderRows, text, type Row } from '../format/rows.format';

const HEADER_SAFE = /^[\x21-\x7e]+$/;

function profileName(value: string): string {
  if (!PROFILE_NAME.test(value)) {
    throw new InvalidArgumentError(
      'must be 1-40 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
    );
  }
  return value;
}

/**
 * `dps profile add|list|remove`: named profiles, each a service URL with its own login, kept in
 * credentials.json beside the per-URL logins (docs/cli.md "Profiles"). Choose one with `--profile`
 * or `SERVICE_PROFILE`; `dps login --profile NAME` logs it in, or `add --token-stdin` stores a
 * token you already have (read from standard input, so it never shows in `ps` or shell history).
 */
export function registerProfile(profile: Command, ctx: CliParts): void {
  profile
    .command('add')
    .description('Add (or change) a profile: a service URL, and optionally its token')
    .argument('<name>', 'the profile name', profileName)
    .requiredOption('--url <url>', 'the API base URL, http(s)://…')
    .option('--token-stdin', 'read a token (svcp_… or svcs_…) from standard input and keep it in the profile')
    .option('--json', 'print {name, url, has_token} as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  dps profile add staging --url https://deals.staging.example.com && dps login --profile staging\n' +
        '  printf %s "$SERVICE_TOKEN" | dps profile add local --url http://127.0.0.1:3000 --token-stdin',
    )
    .action(async (name: string, options: { url: string; tokenStdin?: boolean; json?: boolean }) => {
      const url = parseServiceUrl(options.url);
      const store = ctx.tokenStore();
      const existing = await store.profile(name);
      let login = existing?.url === url ? existing.login : undefined;
      if (options.tokenStdin) {
        const token = (await ctx.readStdin()).trim();
        if (!token || !HEADER_SAFE.test(token)) {
          throw new CliError('--token-stdin read no token: pipe one token (svcp_… or svcs_…) in', EXIT_USAGE);
        }
        ctx.output.addSecret(token);
        login = { token, scope: null, saved_at: new Date().toISOString() };
      }
      await store.saveProfile(name, { url, ...(login && { login }) });
      ctx.output.out(
        options.json
          ? renderJson({ name, url, has_token: login !== undefined })
          : `Profile ${name}: ${url}${login ? ', with a token' : ''} (in ${store.file}).\n` +
              (login ? '' : `Log it in with \`dps login --profile ${name}\`.\n`),
      );
    });

  profile
    .command('list')
    .description('List the profiles')
    .option('--json', 'print {items: [{name, url, has_token, scope}]} as JSON')
    .action(async (options: { json?: boolean }) => {
      const profiles = await ctx.tokenStore().profiles();
      const active = ctx.env['SERVICE_PROFILE']?.trim();
      const items: Row[] = Object.entries(profiles).map(([name, value]) => ({
        name,
        url: value.url,
        has_token: value.login !== undefined,
        scope: value.login?.scope ?? null,
      }));
      if (options.json) {
        ctx.output.out(renderJson({ items }));
        return;
      }
      const columns = [
        { header: 'name', cell: (row: Row) => `${String(row['name'])}${row['name'] === active ? ' *' : ''}` },
        text('url'),
        { header: 'token', cell: (row: Row) => (row['has_token'] ? 'yes' : 'no') },
        text('scope'),
      ];
      ctx.output.out(renderRows(items, columns, 'profiles; add one with `dps profile add NAME --url URL`'));
    });

  profile
    .command('remove')
    .description(
      'Remove a profile and the token kept in it (it is not revoked: `dps logout --profile NAME` does that)',
    )
    .argument('<name>', 'the profile name', profileName)
    .option('--json', 'print {name, removed} as JSON')
    .action(async (name: string, options: { json?: boolean }) => {
      const removed = await ctx.tokenStore().removeProfile(name);
      ctx.output.out(
        options.json
          ? renderJson({ name, removed })
          : removed
            ? `Removed profile ${name}.\n`
            : `No profile named ${name}; nothing to remove.\n`,
      );
    });
}
