import { closedPortUrl, startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest } from '../testing/run-cli';

let e2e: CliE2e;

beforeAll(async () => {
  e2e = await startCliE2e();
});

afterAll(() => e2e?.close());

describe('dps meta', () => {
  it('prints the contract version without a credential', async () => {
    expect(await runCliForTest(['meta'], { env: e2e.env() })).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `service       ${e2e.api.url}`,
        'api version   1.0.0 (v1)',
        `openapi       ${e2e.api.url}/v1/openapi.json`,
        'cli version   0.1.0',
        '',
      ].join('\n'),
    });
  });

  it('prints the API response with --json', async () => {
    const result = await runCliForTest(['meta', '--json'], { env: e2e.env() });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${JSON.stringify((await e2e.api.call('GET', '/v1/meta')).body, null, 2)}\n`);
    expect(JSON.parse(result.stdout)).toEqual({ version: '1.0.0', api: 'v1', openapi: '/v1/openapi.json' });
  });

  it('does not send a credential to a public endpoint, even when one is set', async () => {
    const headers: Headers[] = [];
    const spy: typeof fetch = (input, init) => {
      headers.push(new Headers(init?.headers));
      return fetch(input, init);
    };
    const env = e2e.env({ SERVICE_TOKEN: e2e.owner.tokens.read });
    expect((await runCliForTest(['meta'], { env, fetch: spy })).code).toBe(0);
    expect(headers).toHaveLength(1);
    expect(headers[0]?.get('authorization')).toBeNull();
    expect(headers[0]?.get('user-agent')).toBe('dps/0.1.0');
  });

  it('fails with exit 1 when the API is unreachable', async () => {
    const url = await closedPortUrl();
    const result = await runCliForTest(['meta'], { env: e2e.env({ SERVICE_URL: url }) });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: cannot reach the API at ${url}: connection refused\n  is the service running, and is SERVICE_URL right?\n`,
    );
  });

  it('fails with exit 1 when SERVICE_URL is not the API (an answer that is not JSON)', async () => {
    const notTheApi: typeof fetch = async () => new Response('<html>hello</html>', { status: 200 });
    const result = await runCliForTest(['meta'], { env: e2e.env(), fetch: notTheApi });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `error: ${e2e.api.url} answered HTTP 200 with something other than JSON\n` +
        '  is SERVICE_URL the address of the Deal Pricing Service API?\n',
    });
  });

  it('refuses a SERVICE_URL that is not an http(s) URL as bad usage (exit 2)', async () => {
    const result = await runCliForTest(['meta'], { env: { SERVICE_URL: 'localhost:3000' } });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: SERVICE_URL must be an http:// or https:// URL without query or fragment, got "localhost:3000"\n' +
        '(run with --help for usage)\n',
    });
  });

  it('never printed a token', () => {
    expectNoSecretPrinted([e2e.owner.tokens.read, e2e.owner.tokens.read_write]);
  });
});
