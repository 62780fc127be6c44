import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** The claims a test account's userinfo answers with (any may be left out, or be wrong on purpose). */
export interface TestOidcAccount {
  readonly email?: string;
  readonly email_verified?: unknown;
  readonly name?: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`: the OIDC_ISSUER to use it. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The OIDC_* settings of an app that signs in with it. */
  readonly env: Readonly<Record<string, string>>;
  /**
   * Walks the provider's login and consent pages over HTTP as `login` (a key of `accounts`), from the
   * authorization URL the app sent the browser to; answers the URL the provider sends it back to.
   * `null` presses the login page's Cancel instead.
   */
  signIn(authorizationUrl: string, login: string | null): Promise<string>;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 in a child process (the package is ESM
 * only: test-oidc-provider.mjs), with one confidential client that must use PKCE, and `accounts`
 * to sign in as. Tests drive it over real HTTP, as a browser would: no stub.
 */
export async function startTestOidcProvider(options: {
  readonly redirectUris: readonly string[];
  readonly accounts: Readonly<Record<string, TestOidcAccount>>;
  readonly name?: string;
}): Promise<TestOidcProvider> {
  const clientId = 'deal-pricing-test';
  const clientSecret = 'test-client-secret-that-is-long-enough-for-hs256';
  const child = spawn(process.execPath, [join(__dirname, 'test-oidc-provider.mjs')], {
    env: {
      PATH: process.env['PATH'] ?? '',
      OIDC_TEST_PROVIDER: JSON.stringify({ clientId, clientSecret, ...options }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const issuer = await listeningAddress(child);
  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      ...(options.name && { OIDC_NAME: options.name }),
    },
    signIn: (authorizationUrl, login) => walkInteractions(authorizationUrl, login, options.redirectUris),
    close: () => stop(child),
  };
}

function listeningAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the test OpenID provider did not start:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const issuer = /^listening (http:\/\/\S+)$/m.exec(output)?.[1];
      if (issuer) {
        clearTimeout(timer);
        resolve(issuer);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the test OpenID provider exited (${code}):\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The provider's development login (any password) and consent pages, with its cookies, until it redirects back. */
async function walkInteractions(
  start: string,
  login: string | null,
  redirectUris: readonly string[],
): Promise<string> {
  const cookies = new Map<string, string>();
  let request: { url: string; body?: URLSearchParams } = { url: start };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(request.url, {
      method: request.body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(request.body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(request.body && { body: request.body.toString() }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location !== null) {
      const next = new URL(location, request.url).href;
      if (redirectUris.some((uri) => next.startsWith(`${uri}?`))) return next;
      request = { url: next };
      continue;
    }
    const html = await response.text();
    const cancel = /<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(html)?.[1];
    if (login === null && cancel !== undefined) {
      request = { url: new URL(cancel.replace(/&amp;/g, '&'), request.url).href };
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || action === undefined) {
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 500)}`);
    }
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields: Record<string, string> =
      prompt === 'login' ? { prompt, login: login ?? '', password: 'any password' } : { prompt };
    request = { url: new URL(action, request.url).href, body: new URLSearchParams(fields) };
  }
  throw new Error('the provider did not send the browser back');
}
