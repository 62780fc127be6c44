import type * as OpenIdClient from 'openid-client';
import type { WebOidcSettings } from '../web.parts';

/**
 * openid-client is published as ES modules only: loaded once, on first use, by `import()` (the
 * built app's require() loads it too; Jest's module runtime only through `import()`).
 */
let library: Promise<typeof OpenIdClient> | null = null;
const openIdClient = () => (library ??= import('openid-client'));

/** The secrets of one sign-in, made at its start and checked at its callback. */
export interface SsoChecks {
  readonly state: string;
  readonly nonce: string;
  /** The PKCE code verifier; the provider gets only its S256 challenge. */
  readonly verifier: string;
}

/** The provider could not be reached, or answered its discovery or token endpoint with nonsense. */
export class SsoProviderUnavailable extends Error {}
/** The provider's answer to this sign-in is refused (its error, a bad or reused code, a wrong nonce). */
export class SsoAnswerRefused extends Error {
  constructor(readonly providerError: string | null) {
    super(providerError ?? 'refused');
  }
}

/** How long a request to the provider may take (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_S = 10;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * "Sign in with …" over `openid-client`: the authorization code flow with PKCE (S256), a state and a
 * nonce. The provider's discovery document is read at the first sign-in, not at start (a provider
 * down at start must not stop the service), and read again after a failure. Plain http is admitted
 * only for a loopback issuer (config refuses any other).
 */
export class OpenIdConnectClient {
  private configuration: Promise<OpenIdClient.Configuration> | null = null;

  constructor(
    private readonly settings: WebOidcSettings,
    /** `{APP_URL}/sign-in/oidc/callback`, as registered with the provider. */
    readonly redirectUri: string,
  ) {}

  /** New secrets for a sign-in: the state, nonce and verifier are 256 random bits each. */
  static async newChecks(): Promise<SsoChecks> {
    const oidc = await openIdClient();
    return { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
  }

  /** Where to send the browser: the provider's authorization endpoint with this sign-in's checks. */
  async authorizationUrl(checks: SsoChecks): Promise<string> {
    const oidc = await openIdClient();
    const config = await this.config();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return url.href;
  }

  /**
   * The claims of the person the callback names: the code is exchanged (with the verifier) and the
   * ID token checked (issuer, audience, signature, nonce). A provider that keeps the email out of
   * the ID token is asked its userinfo endpoint, for the same subject.
   */
  async claimsOf(callbackUrl: URL, checks: SsoChecks): Promise<Record<string, unknown>> {
    const oidc = await openIdClient();
    const config = await this.config();
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new SsoAnswerRefused(null);
      if (typeof claims['email'] === 'string') return { ...claims };
      return { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    } catch (error) {
      throw classified(oidc, error);
    }
  }

  private config(): Promise<OpenIdClient.Configuration> {
    if (this.configuration === null) {
      const issuer = new URL(this.settings.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      this.configuration = openIdClient()
        .then((oidc) =>
          oidc.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
            timeout: PROVIDER_TIMEOUT_S,
            ...(insecure && { execute: [oidc.allowInsecureRequests] }),
          }),
        )
        .then((config) => {
          config.timeout = PROVIDER_TIMEOUT_S;
          return config;
        });
      this.configuration.catch(() => (this.configuration = null));
    }
    return this.configuration.catch((error: unknown) => {
      throw new SsoProviderUnavailable(`discovery failed: ${messageOf(error)}`);
    });
  }
}

/** openid-client's codes for a provider that did not answer in time. */
const UNREACHABLE = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT']);

/** A provider's refusal is the person's sign-in failing; a transport failure is the provider's. */
function classified(oidc: typeof OpenIdClient, error: unknown): Error {
  if (error instanceof SsoAnswerRefused || error instanceof SsoProviderUnavailable) return error;
  if (error instanceof oidc.AuthorizationResponseError) return new SsoAnswerRefused(error.error);
  if (error instanceof oidc.ResponseBodyError) return new SsoAnswerRefused(error.error);
  if (error instanceof oidc.ClientError && !UNREACHABLE.has(error.code ?? '')) {
    return new SsoAnswerRefused(null);
  }
  // A TypeError is fetch's: the provider could not be reached.
  return new SsoProviderUnavailable(messageOf(error));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
