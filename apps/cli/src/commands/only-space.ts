import { CliError } from '../cli-error';
import type { ApiClient } from '../http/api-client';
import { API_ROUTES } from '../http/api-routes';
import type { SpacePage } from '../http/api-types';

/** `--space` left out: the credential's one space (a space key's, or a user's only one). */
export async function onlySpace(client: ApiClient): Promise<string> {
  const page = await client.call<SpacePage>(API_ROUTES.listSpaces, { query: { limit: '2' } });
  const [only, other] = page.items;
  if (only === undefined) throw new CliError('your credential reaches no space');
  if (other !== undefined) throw new CliError('your credential reaches several spaces: pass --space <id>');
  return only.id;
}
