/** The path the provider sends the browser back to; register `{APP_URL}/sign-in/oidc/callback` with it. */
export const SSO_CALLBACK_PATH = '/sign-in/oidc/callback';

/** The redirect URI of the provider's client, under `APP_URL` (which may carry a path). */
export function ssoCallbackUrl(appUrl: string): string {
  return `${appUrl.replace(/\/+$/, '')}${SSO_CALLBACK_PATH}`;
}
