import { formatDeviceCode } from '../../device/device-code';
import { deviceFlowKit, randomForOneCode } from '../../testing/device-flow.kit';
import { pollDeviceToken } from './poll-device-token.use-case';
import { requestDeviceCode } from './request-device-code.use-case';

async function started(scope: 'read' | 'read_write' = 'read_write') {
  const kit = deviceFlowKit();
  const grant = await requestDeviceCode({ ...kit, random: randomForOneCode(3) }, { scope });
  if (!grant.ok) throw new Error('could not start');
  const poll = () => pollDeviceToken(kit, grant.value.deviceCode);
  const row = () => kit.store.deviceAuthorizations.get('dev_0001');
  const approve = async (userId = 'usr_1') =>
    kit.store.deviceAuthorizations.decide('dev_0001', {
      status: 'approved',
      decidedAt: kit.clock.now(),
      decidedBy: userId,
    });
  return { kit, deviceCode: grant.value.deviceCode, poll, row, approve };
}

const refusal = (error: string, intervalSeconds: number | null = null) => ({
  ok: false,
  error: { error, intervalSeconds },
});

describe('pollDeviceToken', () => {
  it('is authorization_pending while nobody has answered, recording the poll', async () => {
    const { kit, poll, row } = await started();
    expect(await poll()).toEqual(refusal('authorization_pending', 5));
    expect(row().lastPolledAt).toBe(kit.clock.now());
    kit.clock.advance(5_000);
    expect(await poll()).toEqual(refusal('authorization_pending', 5));
  });

  it('is slow_down when polled within the interval, and the grown interval is stored', async () => {
    const { kit, poll, row } = await started();
    await poll();
    kit.clock.advance(1_000);
    expect(await poll()).toEqual(refusal('slow_down', 10));
    expect(row().intervalSeconds).toBe(10);
    kit.clock.advance(9_000);
    expect(await poll()).toEqual(refusal('slow_down', 15));
    kit.clock.advance(15_000);
    expect(await poll()).toEqual(refusal('authorization_pending', 15));
  });

  it('mints a personal token for the approver with the requested scope, once', async () => {
    const { kit, poll, row, approve } = await started('read');
    await approve('usr_approver');
    kit.clock.advance(5_000);
    const result = await poll();
    expect(result).toEqual({
      ok: true,
      value: { token: 'svcp_issued_1', scope: 'read', credentialId: 'tok_0002' },
    });
    expect(kit.store.credentials.rows).toEqual([
      {
        kind: 'personal',
        id: 'tok_0002',
        tokenHash: 'hash(svcp_issued_1)',
        name: 'device login BCDF-GHJK',
        scope: 'read',
        userId: 'usr_approver',
        createdAt: kit.clock.now(),
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
      },
    ]);
    expect(row()).toMatchObject({ consumedAt: kit.clock.now(), credentialId: 'tok_0002' });
    expect(JSON.stringify(kit.store.deviceAuthorizations.rows)).not.toContain('"svcp_issued_1"');
  });

  it('answers invalid_grant to every poll after the token was collected, minting nothing more', async () => {
    const { kit, poll, approve } = await started();
    await approve();
    expect((await poll()).ok).toBe(true);
    expect(await poll()).toEqual(refusal('invalid_grant'));
    kit.clock.advance(60_000);
    expect(await poll()).toEqual(refusal('invalid_grant'));
    expect(kit.store.credentials.rows).toHaveLength(1);
  });

  it('gives one token to two simultaneous polls of an approved code', async () => {
    const { kit, poll, approve } = await started();
    await approve();
    const results = await Promise.all([poll(), poll()]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([refusal('invalid_grant')]);
    expect(kit.store.credentials.rows).toHaveLength(1);
  });

  it('is access_denied once denied', async () => {
    const { kit, poll } = await started();
    await kit.store.deviceAuthorizations.decide('dev_0001', {
      status: 'denied',
      decidedAt: kit.clock.now(),
      decidedBy: 'usr_1',
    });
    expect(await poll()).toEqual(refusal('access_denied'));
    expect(kit.store.credentials.rows).toEqual([]);
  });

  it('is expired_token from 900 s on, even when approved', async () => {
    const { kit, poll, approve } = await started();
    kit.clock.advance(899_999);
    expect(await poll()).toEqual(refusal('authorization_pending', 5));
    await approve();
    kit.clock.advance(1);
    expect(await poll()).toEqual(refusal('expired_token'));
    expect(kit.store.credentials.rows).toEqual([]);
  });

  it.each([
    ['an unknown but well-formed device code', formatDeviceCode(new Uint8Array(32).fill(4))],
    ['a garbled device code', 'not-a-device-code'],
    ['an empty device code', ''],
  ])('is invalid_grant for %s', async (_name, code) => {
    const { kit } = await started();
    expect(await pollDeviceToken(kit, code)).toEqual(refusal('invalid_grant'));
  });

  it('refuses an approved row that names no approver as a bug, not a token for nobody', async () => {
    const { kit, poll } = await started();
    kit.store.deviceAuthorizations.rows[0] = {
      ...kit.store.deviceAuthorizations.get('dev_0001'),
      status: 'approved',
    };
    await expect(poll()).rejects.toThrow('names no approver');
  });
});
