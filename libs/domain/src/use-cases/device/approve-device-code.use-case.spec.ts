import type { Actor } from '../../credentials/actor';
import { deviceFlowKit, personalActor, randomForOneCode } from '../../testing/device-flow.kit';
import { USER_CODE_MESSAGES, approveDeviceCode } from './approve-device-code.use-case';
import { requestDeviceCode } from './request-device-code.use-case';

async function started(scope: 'read' | 'read_write' = 'read_write') {
  const kit = deviceFlowKit();
  const grant = await requestDeviceCode({ ...kit, random: randomForOneCode(3) }, { scope });
  if (!grant.ok) throw new Error('could not start');
  const answer = (userCode: string, approve = true, actor: Actor = personalActor('usr_1')) =>
    approveDeviceCode(kit, actor, { userCode, approve });
  return { kit, answer, row: () => kit.store.deviceAuthorizations.get('dev_0001') };
}

const userCodeIssue = (message: string) => ({
  ok: false,
  error: { kind: 'Validation', issues: [{ path: ['user_code'], message }] },
});

describe('approveDeviceCode', () => {
  it('approves for the calling user and reports the scope the device gets', async () => {
    const { kit, answer, row } = await started('read');
    expect(await answer('BCDF-GHJK')).toEqual({
      ok: true,
      value: { userCode: 'BCDF-GHJK', approved: true, scope: 'read' },
    });
    expect(row()).toMatchObject({ status: 'approved', decidedBy: 'usr_1', decidedAt: kit.clock.now() });
  });

  it('denies', async () => {
    const { answer, row } = await started();
    expect(await answer('BCDF-GHJK', false)).toEqual({
      ok: true,
      value: { userCode: 'BCDF-GHJK', approved: false, scope: 'read_write' },
    });
    expect(row()).toMatchObject({ status: 'denied', decidedBy: 'usr_1' });
  });

  it.each(['bcdfghjk', 'bcdf-ghjk', 'BCDFGHJK', ' bcdf ghjk '])(
    'accepts the code typed as %j',
    async (typed) => {
      const { answer } = await started();
      expect((await answer(typed)).ok).toBe(true);
    },
  );

  it('refuses a second answer with a conflict, changing nothing', async () => {
    const { answer, row } = await started();
    await answer('BCDF-GHJK', false);
    const again = { ok: false, error: { kind: 'Conflict', message: 'user code was already denied' } };
    expect(await answer('BCDF-GHJK', true, personalActor('usr_2'))).toEqual(again);
    expect(row()).toMatchObject({ status: 'denied', decidedBy: 'usr_1' });
  });

  it('refuses an expired code by naming user_code, without counting it as wrong', async () => {
    const { kit, answer, row } = await started();
    kit.clock.advance(900_000);
    expect(await answer('BCDF-GHJK')).toEqual(userCodeIssue(USER_CODE_MESSAGES.expired));
    expect(row().status).toBe('pending');
    expect(kit.store.deviceApprovalAttempts.byUser.get('usr_1')).toBeUndefined();
  });

  it('refuses a malformed code without a lookup or a count', async () => {
    const { kit, answer } = await started();
    expect(await answer('BCDF-GHJA')).toEqual(
      userCodeIssue('must be 8 letters from BCDFGHJKLMNPQRSTVWXZ, like BCDF-GHJK'),
    );
    expect(kit.store.deviceApprovalAttempts.byUser.size).toBe(0);
  });

  it('counts an unknown code as a wrong attempt of the calling user', async () => {
    const { kit, answer } = await started();
    expect(await answer('ZZZZ-ZZZZ')).toEqual(userCodeIssue(USER_CODE_MESSAGES.unknown));
    expect(kit.store.deviceApprovalAttempts.byUser.get('usr_1')).toEqual({
      windowStartedAt: kit.clock.now(),
      failures: 1,
    });
  });

  it('after 5 wrong codes refuses even the right one until the window ends; others are not affected', async () => {
    const { kit, answer, row } = await started();
    for (let i = 0; i < 5; i++) {
      expect((await answer('ZZZZ-ZZZZ')).ok).toBe(false);
      kit.clock.advance(1_000);
    }
    expect(await answer('BCDF-GHJK')).toEqual({
      ok: false,
      error: { kind: 'ApprovalsLocked', retryAfterMs: 900_000 - 5_000 },
    });
    expect(row().status).toBe('pending');
    expect((await answer('ZZZZ-ZZZZ', true, personalActor('usr_2'))).ok).toBe(false);
    expect(await answer('BCDF-GHJK', true, personalActor('usr_3'))).toMatchObject({ ok: true });
  });

  it('unlocks when the window ends', async () => {
    const { kit, answer } = await started();
    for (let i = 0; i < 5; i++) await answer('ZZZZ-ZZZZ');
    kit.clock.advance(899_999);
    const second = await requestDeviceCode({ ...kit, random: randomForOneCode(5, 1) }, {});
    expect(second.ok && second.value.userCode).toBe('CDFG-HJKL');
    expect(await answer('CDFG-HJKL')).toMatchObject({ ok: false, error: { retryAfterMs: 1 } });
    kit.clock.advance(1);
    expect(await answer('CDFG-HJKL')).toMatchObject({ ok: true, value: { approved: true } });
  });

  it('a space key reaches no device login (404), whatever the code', async () => {
    const { answer, row } = await started();
    const key: Actor = { kind: 'space_key', spaceId: 'spc_1', scope: 'read_write', credentialId: 'tok_k' };
    expect(await answer('BCDF-GHJK', true, key)).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'user code' },
    });
    expect(row().status).toBe('pending');
  });

  it('a read token may not answer (the HTTP guard refuses it first; the rule holds for any caller)', async () => {
    const { answer } = await started();
    expect(await answer('BCDF-GHJK', true, personalActor('usr_1', 'read'))).toEqual({
      ok: false,
      error: { kind: 'ScopeForbidsWrites' },
    });
  });
});
