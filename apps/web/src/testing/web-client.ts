import type { Database } from '@deal/persistence';
import { setUserPassword } from '../../../../tools/bootstrap-command';
import { aPerson, type Person } from '../../../api/src/members/testing/team.fixture';

export const TEST_PASSWORD = 'correct horse battery';

/** A person (with a space of their own) who can sign in to the web application. */
export async function aWebPerson(database: Database, name = 'Web Person'): Promise<Person> {
  const person = await aPerson(database, name);
  await setUserPassword(database, person.email, TEST_PASSWORD);
  return person;
}

export interface WebResponse {
  readonly status: number;
  readonly location: string | null;
  readonly headers: Headers;
  readonly html: string;
}

/**
 * A browser without the browser, for page tests over real HTTP: keeps cookies, does not follow
 * redirects (tests look at them), and fills in each form's CSRF token from the last page.
 */
export class WebClient {
  private readonly cookies = new Map<string, string>();
  private csrf: string | null = null;

  /** `headers` go with every request (a `user-agent`, say). */
  constructor(
    private readonly baseUrl: string,
    private readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  static async signedIn(
    baseUrl: string,
    email: string,
    password = TEST_PASSWORD,
    headers: Readonly<Record<string, string>> = {},
  ): Promise<WebClient> {
    const client = new WebClient(baseUrl, headers);
    await client.get('/sign-in');
    const response = await client.post('/sign-in', { email, password });
    if (response.status !== 303) throw new Error(`sign-in failed: ${response.status}`);
    await client.get('/spaces'); // a signed-in page, for the session's CSRF token
    return client;
  }

  get(path: string): Promise<WebResponse> {
    return this.request('GET', path);
  }

  /** A form POST; `_csrf` is the token of the last page unless the fields name one. */
  post(
    path: string,
    fields: Record<string, string | string[]> = {},
    headers: Record<string, string> = {},
  ): Promise<WebResponse> {
    const form = new URLSearchParams();
    if (this.csrf !== null && !('_csrf' in fields)) form.append('_csrf', this.csrf);
    for (const [name, value] of Object.entries(fields)) {
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
    }
    return this.request('POST', path, form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The names of the cookies the browser holds now. */
  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  private async request(
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<WebResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...this.headers, ...(cookie && { cookie }), ...headers },
      ...(body !== undefined && { body }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    const html = await response.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    if (token) this.csrf = token;
    return {
      status: response.status,
      location: response.headers.get('location'),
      headers: response.headers,
      html,
    };
  }
}
