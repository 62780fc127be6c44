import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Actor, CredentialScope } from '@deal/domain';
import { DomainErrorException, httpStatusOf, errorBodyOf } from '@deal/nest-kit';
import { BearerAuthGuard } from './bearer-auth.guard';
import type { AuthOutcome, RequestAuthenticator } from './request-authenticator';

const actor = (scope: CredentialScope): Actor => ({
  kind: 'user',
  userId: 'usr_1',
  email: 'a@example.test',
  scope,
  credentialId: 'tok_1',
});

function guard(outcome: AuthOutcome, isPublic = false): BearerAuthGuard {
  const reflector = { getAllAndOverride: () => isPublic } as unknown as Reflector;
  const authenticator = { outcomeFor: async () => outcome } as unknown as RequestAuthenticator;
  return new BearerAuthGuard(reflector, authenticator);
}

class SomeController {
  route(): string {
    return 'a route';
  }
}

function context(method: string): ExecutionContext {
  const request = { method, headers: {} };
  return {
    getHandler: () => SomeController.prototype.route,
    getClass: () => SomeController,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

async function failure(run: Promise<boolean>): Promise<{ status: number; body: unknown }> {
  const error = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainErrorException)) throw new Error('expected a DomainErrorException');
  return { status: httpStatusOf(error.error), body: errorBodyOf(error.error, {}) };
}

describe('BearerAuthGuard', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a read credential on %s with 403', async (method) => {
    expect(await failure(guard({ ok: true, value: actor('read') }).canActivate(context(method)))).toEqual({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
  });

  it.each(['GET', 'HEAD'])('lets a read credential %s', async (method) => {
    expect(await guard({ ok: true, value: actor('read') }).canActivate(context(method))).toBe(true);
  });

  it('lets a read_write credential mutate', async () => {
    expect(await guard({ ok: true, value: actor('read_write') }).canActivate(context('POST'))).toBe(true);
  });

  it('answers 401 with the use case reason', async () => {
    const missing: AuthOutcome = { ok: false, error: { kind: 'Unauthenticated', reason: 'missing' } };
    expect(await failure(guard(missing).canActivate(context('GET')))).toEqual({
      status: 401,
      body: { message: 'bearer token required' },
    });
  });

  it('reads whether a route is public once, then keeps the answer', async () => {
    let reads = 0;
    const reflector = {
      getAllAndOverride: () => {
        reads += 1;
        return false;
      },
    } as unknown as Reflector;
    const authenticator = {
      outcomeFor: async () => ({ ok: true, value: actor('read') }) as AuthOutcome,
    } as unknown as RequestAuthenticator;
    const once = new BearerAuthGuard(reflector, authenticator);
    for (let i = 0; i < 3; i++) expect(await once.canActivate(context('GET'))).toBe(true);
    expect(reads).toBe(1);
  });

  it('lets anyone through a public route', async () => {
    const invalid: AuthOutcome = { ok: false, error: { kind: 'Unauthenticated', reason: 'invalid' } };
    expect(await guard(invalid, true).canActivate(context('POST'))).toBe(true);
  });
});
