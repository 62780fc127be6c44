import { ApiClient } from '../http/api-client';
import type { DeviceCode } from '../http/api-types';
import { json, scriptedFetch } from '../testing/scripted-fetch';
import { DEVICE_CODE_GRANT_TYPE, deviceLogin } from './device-login';

const CODE: DeviceCode = {
  device_code: 'D'.repeat(43),
  user_code: 'BCDF-GHJK',
  verification_uri: 'http://app.test/device',
  verification_uri_complete: 'http://app.test/device?user_code=BCDF-GHJK',
  expires_in: 900,
  interval: 5,
};

const oauth = (error: string, description = '') => json({ error, error_description: description }, 400);
const TOKEN = { access_token: 'svcp_new', token_type: 'Bearer', scope: 'read_write' };

async function loginWith(script: Response[], code: Partial<DeviceCode> = {}) {
  const scripted = scriptedFetch([json({ ...CODE, ...code }), ...script]);
  const sleeps: number[] = [];
  const shown: DeviceCode[] = [];
  const secrets: string[] = [];
  const client = new ApiClient({
    serviceUrl: 'http://api.test',
    credential: null,
    fetch: scripted.fetch,
    now: Date.now,
    waitOutRateLimit: async () => undefined,
  });
  const outcome = deviceLogin(
    {
      client,
      sleep: async (ms) => void sleeps.push(ms),
      show: (shownCode) => shown.push(shownCode),
      secret: (value) => secrets.push(value),
    },
    'read_write',
  ).then(
    (token) => ({ token, error: null }),
    (error: Error) => ({ token: null, error }),
  );
  return { ...(await outcome), sleeps, shown, secrets, seen: scripted.seen };
}

describe('deviceLogin', () => {
  it('asks for a code, shows it, waits the interval before each poll and returns the token', async () => {
    const result = await loginWith([oauth('authorization_pending'), json(TOKEN)]);
    expect(result.token).toEqual(TOKEN);
    expect(result.shown).toEqual([CODE]);
    expect(result.sleeps).toEqual([5000, 5000]);
    expect(result.secrets).toEqual([CODE.device_code, 'svcp_new']);
    expect(result.seen.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', 'http://api.test/v1/device/code', { scope: 'read_write' }],
      ...Array(2).fill([
        'POST',
        'http://api.test/v1/device/token',
        { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: CODE.device_code },
      ]),
    ]);
  });

  it('adds 5 s to the interval after each slow_down, for good', async () => {
    const result = await loginWith(
      [
        oauth('slow_down'),
        oauth('authorization_pending'),
        oauth('slow_down'),
        oauth('authorization_pending'),
        json(TOKEN),
      ],
      { interval: 3 },
    );
    expect(result.token).toEqual(TOKEN);
    expect(result.sleeps).toEqual([3000, 8000, 8000, 13000, 13000]);
  });

  it('polls every 5 s when the server names no interval', async () => {
    const result = await loginWith([json(TOKEN)], { interval: undefined as unknown as number });
    expect(result.sleeps).toEqual([5000]);
  });

  it.each([
    ['access_denied', 'the login was denied; nothing was saved'],
    ['expired_token', 'the code expired before anyone approved it; run `dps login` again'],
    ['invalid_grant', 'login failed: invalid_grant: unknown device code'],
  ])('stops on %s with a clear message', async (error, message) => {
    const result = await loginWith([
      oauth('authorization_pending'),
      oauth(error, error === 'invalid_grant' ? 'unknown device code' : 'x'),
    ]);
    expect(result.error?.message).toBe(message);
    expect(result.sleeps).toHaveLength(2);
  });

  it('stops by itself when the code outlives its lifetime without the server saying so', async () => {
    const result = await loginWith(
      Array(5)
        .fill(null)
        .map(() => oauth('authorization_pending')),
      {
        expires_in: 12,
        interval: 5,
      },
    );
    expect(result.error?.message).toContain('the code expired');
    expect(result.sleeps).toEqual([5000, 5000, 5000, 5000]);
  });

  it('passes other error answers on as API errors', async () => {
    const result = await loginWith([json({ message: 'request body must be JSON' }, 415)]);
    expect(result.error?.message).toBe('request body must be JSON');
  });

  it('refuses an approval without a token', async () => {
    const result = await loginWith([json({ token_type: 'Bearer' })]);
    expect(result.error?.message).toBe('the API approved the login but sent no token');
  });
});
