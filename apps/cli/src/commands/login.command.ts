import { Option, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import type { LoginSlot } from '../auth/token-store';
import { deviceLogin } from '../device/device-login';
import type { DeviceCode } from '../http/api-types';
import { renderJson } from '../format/json.format';
import { terminalSafe } from '../format/terminal-text';

/**
 * `dps login [--scope read|read_write]`: the device flow (CONTRACT §2), then the token is saved
 * for this SERVICE_URL, or in the profile chosen with `--profile`. The API names a device token
 * `device login <user code>`; the tool looks that name up once, so `logout` can revoke the token by
 * its id (no route revokes "the token making the call").
 */
export function registerLogin(program: Command, ctx: CliParts): void {
  program
    .command('login')
    .description(
      'Log in through the browser (device flow) and save the token for this SERVICE_URL or profile',
    )
    .addOption(
      new Option('--scope <scope>', 'what the token may do')
        .choices(['read', 'read_write'])
        .default('read_write'),
    )
    .option('--json', 'print {service_url, profile, scope, token_id, file} once logged in')
    .action(async (options: { scope: string; json?: boolean }) => {
      const slot = await ctx.slot();
      const store = ctx.tokenStore();
      const client = await ctx.client({ auth: false });
      let userCode = '';
      const token = await deviceLogin(
        {
          client,
          sleep: ctx.sleep,
          show: (code) => {
            userCode = code.user_code;
            // With --json, stdout carries only the final JSON; the instructions go to stderr.
            (options.json ? ctx.output.err : ctx.output.out)(instructions(code, slot.url));
          },
          secret: (value) => ctx.output.addSecret(value),
        },
        options.scope,
      );
      const tokenId = await idOfDeviceToken(ctx, token.access_token, userCode);
      await store.saveLogin(slot, {
        token: token.access_token,
        scope: token.scope || null,
        saved_at: new Date().toISOString(),
        ...(tokenId && { token_id: tokenId }),
      });
      const scope = terminalSafe(token.scope || options.scope);
      ctx.output.out(
        options.json
          ? renderJson({
              service_url: slot.url,
              profile: slot.profile,
              scope,
              token_id: tokenId,
              file: store.file,
            })
          : `Logged in to ${where(slot)} (scope ${scope}).\n` +
              `The token is saved in ${store.file} (readable only by you).\n`,
      );
      if (ctx.env['SERVICE_TOKEN']?.trim()) {
        ctx.output.err(
          'note: SERVICE_TOKEN is set and is used instead of the saved login until you unset it\n',
        );
      }
    });
}

/** `http://…` or `http://… (profile staging)`: how login and logout name where they act. */
export function where(slot: LoginSlot): string {
  return slot.profile === null ? slot.url : `${slot.url} (profile ${slot.profile})`;
}

/**
 * The id of the token just issued: the newest of the user's tokens named after this login's user
 * code. Null when it cannot be found (a server that names tokens otherwise): the login still
 * counts, and `logout` then says it cannot revoke.
 */
async function idOfDeviceToken(ctx: CliParts, token: string, userCode: string): Promise<string | null> {
  try {
    const calls = await ctx.calls({ token });
    const name = `device login ${userCode}`;
    let found: { id: string; created_at: number } | null = null;
    for await (const item of calls.paginate('/v1/tokens')) {
      const row = item as { id: string; name: string; created_at: number; revoked_at: number | null };
      if (row.name === name && row.revoked_at === null && (!found || row.created_at > found.created_at))
        found = row;
    }
    return found?.id ?? null;
  } catch {
    return null;
  }
}

function instructions(code: DeviceCode, serviceUrl: string): string {
  const minutes = Math.round(code.expires_in / 60);
  return [
    `To log in to ${serviceUrl}, open this page in a browser where you are signed in:`,
    '',
    `  ${terminalSafe(code.verification_uri)}`,
    '',
    `and enter the code  ${terminalSafe(code.user_code)}`,
    `(or open ${terminalSafe(code.verification_uri_complete)}). The code expires in ${minutes} minutes.`,
    'Waiting for approval…',
    '',
  ].join('\n');
}
