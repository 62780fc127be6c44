import type { Clock, Credential, UnitOfWork } from '@deal/domain';
import { NodeSecretHasher, RandomTokenIssuer } from '@deal/node-adapters';
import { type HttpRequest, JsonLogger } from '@deal/nest-kit';
import { RequestAuthenticator } from './request-authenticator';

const NOW = Date.UTC(2026, 2, 2, 9, 0);
const hasher = new NodeSecretHasher();
const { token, tokenHash } = new RandomTokenIssuer(hasher).issue('space');

function setup(lastUsedAt: number | null, recordUse: () => Promise<boolean>) {
  const key: Credential = {
    kind: 'space',
    id: 'tok_key',
    tokenHash,
    name: 'audit',
    scope: 'read',
    spaceId: 'spc_1',
    createdBy: null,
    createdAt: 0,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt,
  };
  const uses: number[] = [];
  const credentials = {
    findByTokenHash: async (hash: string) => (hash === tokenHash ? key : null),
    recordUse: async (_id: string, at: number) => {
      uses.push(at);
      return recordUse();
    },
  };
  const uow = { repositories: { credentials } } as unknown as UnitOfWork;
  const clock: Clock = { now: () => NOW };
  const lines: string[] = [];
  const logger = new JsonLogger('debug', (line) => lines.push(line));
  const authenticator = new RequestAuthenticator(uow, clock, hasher, logger);
  const request = () => ({ headers: { authorization: `Bearer ${token}` } }) as unknown as HttpRequest;
  return { authenticator, uses, lines, request };
}

describe('RequestAuthenticator', () => {
  it('records the first use of an accepted credential', async () => {
    const { authenticator, uses, request } = setup(null, async () => true);
    const outcome = await authenticator.outcomeFor(request());
    expect(outcome).toEqual({ ok: true, value: expect.objectContaining({ credentialId: 'tok_key' }) });
    expect(uses).toEqual([NOW]);
  });

  it('writes nothing for a use within a minute of the recorded one', async () => {
    const { authenticator, uses, request } = setup(NOW - 30_000, async () => true);
    expect((await authenticator.outcomeFor(request())).ok).toBe(true);
    expect(uses).toEqual([]);
  });

  it('authenticates once per request, however often it is asked', async () => {
    const { authenticator, uses, request } = setup(null, async () => true);
    const same = request();
    await authenticator.outcomeFor(same);
    await authenticator.outcomeFor(same);
    expect(uses).toEqual([NOW]);
  });

  it('lets the request through when recording fails, and logs it without the token', async () => {
    const { authenticator, lines, request } = setup(null, () => Promise.reject(new Error('database gone')));
    const outcome = await authenticator.outcomeFor(request());
    expect(outcome.ok).toBe(true);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'warn',
      msg: 'could not record credential use',
      credential_id: 'tok_key',
      error: 'database gone',
    });
    expect(lines[0]).not.toContain(token);
  });

  it('records nothing for a refused credential', async () => {
    const { authenticator, uses } = setup(null, async () => true);
    const refused = { headers: { authorization: 'Bearer svcs_nope' } } as unknown as HttpRequest;
    expect(await authenticator.outcomeFor(refused)).toEqual({
      ok: false,
      error: { kind: 'Unauthenticated', reason: 'invalid' },
    });
    expect(uses).toEqual([]);
  });
});
