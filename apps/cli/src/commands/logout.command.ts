import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { CliError } from '../cli-error';
import { API_ROUTES } from '../http/api-routes';
import { renderJson } from '../format/json.format';
import { where } from './login.command';

type Revocation = 'revoked' | 'already invalid' | 'no id';

/**
 * `dps logout`: revokes the saved token on the server (`DELETE /v1/tokens/{id}`, the id `login`
 * learnt), then forgets it here (the file goes once nothing is left). A token whose id is unknown
 * (saved by an older `dps`, or added with `profile add --token-stdin`) is forgotten, and the output
 * says it stays valid. When the server cannot be asked, the token is still forgotten here, and the
 * command fails (exit 1) so a script knows the token was not revoked.
 */
export function registerLogout(program: Command, ctx: CliParts): void {
  program
    .command('logout')
    .description('Revoke the saved token on the server and forget it (this SERVICE_URL or profile)')
    .option('--json', 'print {service_url, profile, forgotten, revoked} as JSON')
    .action(async (options: { json?: boolean }) => {
      const slot = await ctx.slot();
      const store = ctx.tokenStore();
      const saved = await store.readLogin(slot);
      let revocation: Revocation | null = null;
      let failure: unknown = null;
      if (saved) {
        ctx.output.addSecret(saved.token);
        try {
          revocation = saved.token_id ? await revoke(ctx, saved.token, saved.token_id) : 'no id';
        } catch (error) {
          failure = error;
        }
      }
      const forgotten = await store.forgetLogin(slot);
      if (options.json) {
        ctx.output.out(
          renderJson({
            service_url: slot.url,
            profile: slot.profile,
            forgotten,
            revoked: revocation === 'revoked',
          }),
        );
      } else {
        ctx.output.out(sentence(where(slot), forgotten, revocation, failure !== null));
      }
      if (ctx.env['SERVICE_TOKEN']?.trim()) {
        ctx.output.err('note: SERVICE_TOKEN is still set, and commands keep using it\n');
      }
      if (failure !== null) {
        const reason = failure instanceof Error ? failure.message : String(failure);
        throw new CliError(`the token was forgotten here but not revoked on the server: ${reason}`);
      }
    });
}

/** Revokes with the token itself; a token the server no longer accepts needs no revoking. */
async function revoke(ctx: CliParts, token: string, id: string): Promise<Revocation> {
  const client = await ctx.client({ auth: true, token });
  const { status, body } = await client.send(API_ROUTES.revokePersonalToken, { params: { id } });
  if (status === 204) return 'revoked';
  if (status === 401 || status === 404) return 'already invalid';
  const message = (body as { message?: unknown } | null)?.message;
  throw new Error(typeof message === 'string' ? message : `the API answered HTTP ${status}`);
}

function sentence(
  target: string,
  forgotten: boolean,
  revocation: Revocation | null,
  failed: boolean,
): string {
  if (!forgotten) return `Not logged in to ${target}; nothing to forget.\n`;
  const head = `Logged out of ${target}: the saved token is deleted from this computer.\n`;
  if (failed) return head;
  if (revocation === 'revoked') return `${head}It is revoked on the server too.\n`;
  if (revocation === 'already invalid') return `${head}The server no longer accepted it.\n`;
  return (
    `${head}Its id is unknown, so it stays valid on the server until it expires or you revoke it` +
    ' (`dps tokens list`, then `dps tokens revoke <id>`, or Account settings).\n'
  );
}
