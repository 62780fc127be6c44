import { isAbsolute, join } from 'node:path';
import type { Env } from '../cli-io';
import { CliError } from '../cli-error';

/** The folder under the user's configuration directory that holds the saved login. */
export const CONFIG_FOLDER = 'deal-pricing';

/**
 * Where `login` saves its token: `SERVICE_CONFIG_DIR` when set (tests, or several profiles), else
 * `$XDG_CONFIG_HOME/deal-pricing`, else `~/.config/deal-pricing`. A relative XDG_CONFIG_HOME is
 * ignored, as the XDG Base Directory specification requires (it would depend on the working folder).
 */
export function configDirOf(env: Env, homeDir: string | undefined): string {
  const override = env['SERVICE_CONFIG_DIR']?.trim();
  if (override) return override;
  const xdg = env['XDG_CONFIG_HOME']?.trim();
  if (xdg && isAbsolute(xdg)) return join(xdg, CONFIG_FOLDER);
  if (!homeDir) {
    throw new CliError('cannot find a home directory for the saved login; set SERVICE_CONFIG_DIR');
  }
  return join(homeDir, '.config', CONFIG_FOLDER);
}
