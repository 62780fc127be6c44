import { CliError } from '../cli-error';
import { networkErrorOf } from './network-error';
import { REQUEST_TIMEOUT_MS } from './request-timeout';

/**
 * A response body as JSON; null when empty. An error status with a body that is not JSON (a
 * proxy's HTML page) is null too, and reported by its status; a success that is not JSON means
 * SERVICE_URL points at something other than the API.
 */
export async function readJsonBody(response: Response, serviceUrl: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw networkErrorOf(error, serviceUrl, REQUEST_TIMEOUT_MS);
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.status >= 400) return null;
    throw new CliError(`${serviceUrl} answered HTTP ${response.status} with something other than JSON`, 1, [
      '  is SERVICE_URL the address of the Deal Pricing Service API?',
    ]);
  }
}
