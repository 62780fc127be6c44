import type { Actor } from '../../credentials/actor';
import { deviceFlowKit, personalActor, randomForOneCode } from '../../testing/device-flow.kit';
import { USER_CODE_MESSAGES, approveDeviceCode } from './approve-device-code.use-case';
import { lookUpDeviceCode } from './look-up-device-code.use-case';
import { requestDeviceCode } from './request-device-code.use-case';

async function started(scope: 'read' | 'read_write' = 'read_write') {
  const kit = deviceFlowKit();
  const grant = await requestDeviceCode({ ...kit, random: randomForOneCode(3) }, { scope });
  if (!grant.ok) throw new Error('could not start');
  const lookUp = (userCode: string, actor: Actor = personalActor('usr_1')) =>
    lookUpDeviceCode(kit, actor, userCode);
  const answer = (userCode: string, approve = true, actor: Actor = personalActor('usr_1')) =>
    approveDeviceCode(kit, actor, { userCode, approve });
  return { kit, lookUp, answer, row: () => kit.store.deviceAuthorizations.get('dev_0001') };
}

const userCodeIssue = (message: string) => ({
  ok: false,
  error: { kind: 'Validation', issues: [{ path: ['user_code'], message }] },
});

describe('lookUpDeviceCode', () => {
  it('tells the scope a pending login asks for and when it expires, changing nothing', async () => {
    const { kit, lookUp, row } = await started('read');
    expect(await lookUp(' bcdf ghjk ')).toEqual({
      ok: true,
      value: { userCode: 'BCDF-GHJK', scope: 'read', expiresAt: kit.clock.now() + 900_000 },
    });
    expect(row()).toMatchObject({ status: 'pending', decidedBy: null });
    expect(kit.store.deviceApprovalAttempts.byUser.get('usr_1')).toBeUndefined();
  });

  it('counts an unknown code as a wrong attempt, towards the same lockout as answering', async () => {
    const { kit, lookUp, answer } = await started();
    expect(await lookUp('ZZZZ-ZZZZ')).toEqual(userCodeIssue(USER_CODE_MESSAGES.unknown));
    expect(kit.store.deviceApprovalAttempts.byUser.get('usr_1')).toEqual({
      windowStartedAt: kit.clock.now(),
      failures: 1,
    });
    for (let i = 0; i < 3; i++) await lookUp('ZZZZ-ZZZZ');
    await answer('ZZZZ-ZZZZ');
    const locked = { ok: false, error: { kind: 'ApprovalsLocked', retryAfterMs: 900_000 } };
    expect(await lookUp('BCDF-GHJK')).toEqual(locked);
    expect(await answer('BCDF-GHJK')).toEqual(locked);
    expect(await lookUp('BCDF-GHJK', personalActor('usr_2'))).toMatchObject({ ok: true });
  });

  it('refuses an expired code by naming user_code, without counting it', async () => {
    const { kit, lookUp } = await started();
    kit.clock.advance(900_000);
    expect(await lookUp('BCDF-GHJK')).toEqual(userCodeIssue(USER_CODE_MESSAGES.expired));
    expect(kit.store.deviceApprovalAttempts.byUser.get('usr_1')).toBeUndefined();
  });

  it('refuses a code answered already with a conflict naming the answer', async () => {
    const { lookUp, answer } = await started();
    await answer('BCDF-GHJK', false);
    expect(await lookUp('BCDF-GHJK', personalActor('usr_2'))).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'user code was already denied' },
    });
  });

  it('refuses a malformed code without a lookup or a count', async () => {
    const { kit, lookUp } = await started();
    expect(await lookUp('BCDF-GHJA')).toEqual(userCodeIssue(USER_CODE_MESSAGES.format));
    expect(kit.store.deviceApprovalAttempts.byUser.size).toBe(0);
  });

  it('answers a space key and a read token as answering does', async () => {
    const { lookUp } = await started();
    const key: Actor = { kind: 'space_key', spaceId: 'spc_1', scope: 'read_write', credentialId: 'tok_k' };
    expect(await lookUp('BCDF-GHJK', key)).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'user code' },
    });
    expect(await lookUp('BCDF-GHJK', personalActor('usr_1', 'read'))).toEqual({
      ok: false,
      error: { kind: 'ScopeForbidsWrites' },
    });
  });
});
