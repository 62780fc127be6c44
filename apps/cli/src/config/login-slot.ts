import type { LoginSlot, TokenStore } from '../auth/token-store';
import type { Env } from '../cli-io';
import { CliError, EXIT_USAGE } from '../cli-error';
import { parseServiceUrl } from './service-url';

/** Profile names: what is safe as a word on a command line and as a JSON key a person reads. */
export const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

/**
 * Which server and which saved login a command uses. A profile, named by `--profile` or else
 * `SERVICE_PROFILE`, brings its own URL (SERVICE_URL is then not read) and its own login; without
 * one, SERVICE_URL (or the default) and the login saved for that URL. A profile that does not exist
 * is bad usage: silently falling back to another server would send the wrong credential there.
 */
export async function resolveLoginSlot(
  env: Env,
  profileOption: string | undefined,
  storeOf: () => TokenStore,
): Promise<LoginSlot> {
  const name = profileOption?.trim() || env['SERVICE_PROFILE']?.trim();
  if (!name) return { profile: null, url: parseServiceUrl(env['SERVICE_URL']) };
  const profile = await storeOf().profile(name);
  if (!profile) {
    throw new CliError(
      `no profile named ${JSON.stringify(name)}; add it with \`dps profile add ${name} --url <url>\``,
      EXIT_USAGE,
    );
  }
  return { profile: name, url: parseServiceUrl(profile.url) };
}
