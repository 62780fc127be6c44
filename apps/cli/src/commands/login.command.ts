import { Option, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { deviceLogin } from '../device/device-login';
import type { DeviceCode } from '../http/api-types';
import { terminalSafe } from '../format/terminal-text';

/** `dps login [--scope read|read_write]`: the device flow (CONTRACT §2), then the token is saved. */
export function registerLogin(program: Command, ctx: CliParts): void {
  program
    .command('login')
    .description('Log in through the browser (device flow) and save the token for this SERVICE_URL')
    .addOption(
      new Option('--scope <scope>', 'what the token may do')
        .choices(['read', 'read_write'])
        .default('read_write'),
    )
    .action(async (options: { scope: string }) => {
      const serviceUrl = ctx.serviceUrl();
      const store = ctx.tokenStore();
      const client = await ctx.client({ auth: false });
      const token = await deviceLogin(
        {
          client,
          sleep: ctx.sleep,
          show: (code) => ctx.output.out(instructions(code, serviceUrl)),
          secret: (value) => ctx.output.addSecret(value),
        },
        options.scope,
      );
      await store.save(serviceUrl, {
        token: token.access_token,
        scope: token.scope || null,
        saved_at: new Date().toISOString(),
      });
      ctx.output.out(
        `Logged in to ${serviceUrl} (scope ${terminalSafe(token.scope || options.scope)}).\n` +
          `The token is saved in ${store.file} (readable only by you).\n`,
      );
      if (ctx.env['SERVICE_TOKEN']?.trim()) {
        ctx.output.err(
          'note: SERVICE_TOKEN is set and is used instead of the saved login until you unset it\n',
        );
      }
    });
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
