import { formatDeviceCode } from '../../device/device-code';
import { newDeviceAuthorization } from '../../device/device-authorization';
import { scriptedRandom } from '../../testing/in-memory-device-flow';
import { deviceFlowKit, randomForOneCode } from '../../testing/device-flow.kit';
import { requestDeviceCode } from './request-device-code.use-case';

describe('requestDeviceCode', () => {
  it('stores a pending authorization with only the device code hash, and answers RFC 8628 values', async () => {
    const kit = deviceFlowKit();
    const random = randomForOneCode(9);
    const result = await requestDeviceCode({ ...kit, random }, { scope: 'read' });
    const deviceCode = formatDeviceCode(new Uint8Array(32).fill(9));
    expect(result).toEqual({
      ok: true,
      value: { deviceCode, userCode: 'BCDF-GHJK', scope: 'read', expiresInSeconds: 900, intervalSeconds: 5 },
    });
    expect(kit.store.deviceAuthorizations.rows).toEqual([
      {
        id: 'dev_0001',
        deviceCodeHash: `hash(${deviceCode})`,
        userCode: 'BCDFGHJK',
        scope: 'read',
        status: 'pending',
        intervalSeconds: 5,
        createdAt: kit.clock.now(),
        expiresAt: kit.clock.now() + 900_000,
        lastPolledAt: null,
        decidedAt: null,
        decidedBy: null,
        consumedAt: null,
        credentialId: null,
      },
    ]);
    expect(JSON.stringify(kit.store.deviceAuthorizations.rows)).not.toContain(`"${deviceCode}"`);
  });

  it('asks for read_write when no scope is given (what the command-line tool needs)', async () => {
    const kit = deviceFlowKit();
    const result = await requestDeviceCode({ ...kit, random: randomForOneCode(1) }, {});
    expect(result.ok && result.value.scope).toBe('read_write');
    expect(kit.store.deviceAuthorizations.rows[0]?.scope).toBe('read_write');
  });

  it('refuses an unknown scope by name, storing nothing', async () => {
    const kit = deviceFlowKit();
    const result = await requestDeviceCode(
      { ...kit, random: randomForOneCode(1) },
      { scope: 'admin' as 'read' },
    );
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [{ path: ['scope'], message: 'must be one of read, read_write' }],
      },
    });
    expect(kit.store.deviceAuthorizations.rows).toEqual([]);
  });

  it('draws fresh codes when the user code is taken by a live authorization', async () => {
    const kit = deviceFlowKit();
    await kit.store.deviceAuthorizations.insert(
      newDeviceAuthorization({
        id: 'dev_live',
        deviceCodeHash: 'h',
        userCode: 'BCDFGHJK',
        scope: 'read',
        now: kit.clock.now(),
      }),
    );
    const random = scriptedRandom(
      Array.from({ length: 32 }, () => 1),
      [0, 1, 2, 3, 4, 5, 6, 7],
      Array.from({ length: 32 }, () => 2),
      [1, 2, 3, 4, 5, 6, 7, 8],
    );
    const result = await requestDeviceCode({ ...kit, random }, {});
    expect(result.ok && result.value.userCode).toBe('CDFG-HJKL');
    expect(result.ok && result.value.deviceCode).toBe(formatDeviceCode(new Uint8Array(32).fill(2)));
  });

  it('gives up with an error after five clashes in a row (a broken random source)', async () => {
    const kit = deviceFlowKit();
    await kit.store.deviceAuthorizations.insert(
      newDeviceAuthorization({
        id: 'dev_live',
        deviceCodeHash: 'h',
        userCode: 'BBBBBBBB',
        scope: 'read',
        now: kit.clock.now(),
      }),
    );
    const zeros = { bytes: (length: number) => new Uint8Array(length) };
    await expect(requestDeviceCode({ ...kit, random: zeros }, {})).rejects.toThrow('no free user code');
  });

  it('deletes authorizations that expired over a day ago, keeping younger ones', async () => {
    const kit = deviceFlowKit();
    const now = kit.clock.now();
    const old = (id: string, userCode: string, createdAt: number) =>
      newDeviceAuthorization({ id, deviceCodeHash: id, userCode, scope: 'read', now: createdAt });
    await kit.store.deviceAuthorizations.insert(old('dev_stale', 'ZZZZZZZZ', now - 900_000 - 86_400_001));
    await kit.store.deviceAuthorizations.insert(old('dev_recent', 'XXXXXXXX', now - 900_000 - 86_400_000));
    await requestDeviceCode({ ...kit, random: randomForOneCode(1) }, {});
    expect(kit.store.deviceAuthorizations.rows.map((row) => row.id)).toEqual(['dev_recent', 'dev_0001']);
  });
});
