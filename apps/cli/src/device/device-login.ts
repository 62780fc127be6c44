import { CliError } from '../cli-error';
import type { Sleep } from '../cli-io';
import type { ApiClient } from '../http/api-client';
import { apiErrorOf } from '../http/api-error';
import { API_ROUTES } from '../http/api-routes';
import type { DeviceCode, DeviceToken, OAuthError } from '../http/api-types';
import { terminalSafe } from '../format/terminal-text';

/** RFC 8628 §3.4. */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
/** RFC 8628 §3.5: each `slow_down` adds 5 s to the polling interval, for good. */
export const SLOW_DOWN_STEP_S = 5;
/** RFC 8628 §3.2: when the server names no interval. */
export const DEFAULT_INTERVAL_S = 5;

export interface DeviceLoginDeps {
  readonly client: ApiClient;
  readonly sleep: Sleep;
  /** Shows the person the code and where to enter it, once, before polling starts. */
  readonly show: (code: DeviceCode) => void;
  /** Registers the device code and the token as secrets, so no output can contain them. */
  readonly secret: (value: string) => void;
}

/**
 * The device side of RFC 8628: ask for codes, show them, then poll at the server's interval
 * (waiting before each poll, 5 s longer after every `slow_down`) until the person answers or the
 * code expires. Returns the token; every other ending is a CliError with a message a person can act on.
 */
/** The token the login got; its scope is '' when a server leaves it out (the one asked for applies). */
export type IssuedToken = Omit<DeviceToken, 'scope'> & { readonly scope: DeviceToken['scope'] | '' };

export async function deviceLogin(deps: DeviceLoginDeps, scope: string): Promise<IssuedToken> {
  const code = await deps.client.call<DeviceCode>(API_ROUTES.requestDeviceCode, { body: { scope } });
  if (typeof code?.device_code !== 'string' || typeof code.user_code !== 'string') {
    throw new CliError('the API answered the login request without a device code');
  }
  deps.secret(code.device_code);
  deps.show(code);
  let interval = positive(code.interval) ?? DEFAULT_INTERVAL_S;
  const lifetime = positive(code.expires_in);
  let waited = 0;
  for (;;) {
    await deps.sleep(interval * 1000);
    waited += interval;
    const { status, body } = await deps.client.send(API_ROUTES.pollDeviceToken, {
      body: { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: code.device_code },
    });
    if (status === 200) return tokenOf(body, deps);
    const error = status === 400 ? (body as Partial<OAuthError> | null)?.error : undefined;
    if (error === 'authorization_pending') {
      // The server decides expiry; this only stops a client whose server never says so.
      if (lifetime !== undefined && waited > lifetime + interval) throw expired();
      continue;
    }
    if (error === 'slow_down') {
      interval += SLOW_DOWN_STEP_S;
      continue;
    }
    if (error === 'expired_token') throw expired();
    if (error === 'access_denied') throw new CliError('the login was denied; nothing was saved');
    if (typeof error === 'string') {
      const description = (body as OAuthError).error_description;
      throw new CliError(`login failed: ${terminalSafe(description ? `${error}: ${description}` : error)}`);
    }
    throw apiErrorOf(status, body);
  }
}

function tokenOf(body: unknown, deps: DeviceLoginDeps): IssuedToken {
  const token = body as Partial<DeviceToken> | null;
  if (typeof token?.access_token !== 'string' || token.access_token === '') {
    throw new CliError('the API approved the login but sent no token');
  }
  deps.secret(token.access_token);
  return {
    access_token: token.access_token,
    token_type: token.token_type ?? 'Bearer',
    scope: token.scope ?? '',
  };
}

function expired(): CliError {
  return new CliError('the code expired before anyone approved it; run `dps login` again');
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}
