import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';

/**
 * `dps logout`: forgets the token saved for this SERVICE_URL (the file goes once no login is
 * left). It does not revoke the token on the server: that is done in Account settings.
 */
export function registerLogout(program: Command, ctx: CliParts): void {
  program
    .command('logout')
    .description('Forget the token saved by `dps login` for this SERVICE_URL')
    .action(async () => {
      const serviceUrl = ctx.serviceUrl();
      const removed = await ctx.tokenStore().remove(serviceUrl);
      ctx.output.out(
        removed
          ? `Logged out of ${serviceUrl}: the saved token is deleted from this computer.\n` +
              'It stays valid on the server until you revoke it in Account settings.\n'
          : `Not logged in to ${serviceUrl}; nothing to forget.\n`,
      );
      if (ctx.env['SERVICE_TOKEN']?.trim()) {
        ctx.output.err('note: SERVICE_TOKEN is still set, and commands keep using it\n');
      }
    });
}
