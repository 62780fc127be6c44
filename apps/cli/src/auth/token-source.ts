import type { Env } from '../cli-io';
import { CliError, EXIT_USAGE } from '../cli-error';
import type { LoginSlot, TokenStore } from './token-store';

/** The credential a command runs with, and where it came from (for hints when it is refused). */
export interface ResolvedToken {
  readonly token: string;
  readonly source: 'SERVICE_TOKEN' | 'login';
}

/** Visible ASCII only: anything else cannot travel in an HTTP header, and fetch would quote it in its error. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/**
 * SPEC §5.1: `SERVICE_TOKEN` first (an empty one counts as unset), else the login saved for this
 * service URL, or for the chosen profile. Null when there is neither; commands that need a
 * credential say so.
 */
export async function resolveToken(
  env: Env,
  storeOf: () => TokenStore,
  slot: LoginSlot | string,
): Promise<ResolvedToken | null> {
  const fromEnv = env['SERVICE_TOKEN']?.trim();
  if (fromEnv) {
    if (!HEADER_SAFE.test(fromEnv)) {
      // The value itself is never echoed: it is a secret, however mangled.
      throw new CliError(
        'SERVICE_TOKEN is malformed: a token is svcp_… or svcs_… without blanks',
        EXIT_USAGE,
      );
    }
    return { token: fromEnv, source: 'SERVICE_TOKEN' };
  }
  // Only now is the configuration directory needed: with SERVICE_TOKEN (CI) there may be no home.
  const store = storeOf();
  const saved = await store.readLogin(typeof slot === 'string' ? { profile: null, url: slot } : slot);
  if (!saved) return null;
  if (!HEADER_SAFE.test(saved.token)) {
    throw new CliError(`the login saved in ${store.file} is malformed; run \`dps login\` again`);
  }
  return { token: saved.token, source: 'login' };
}
