import { domainErrorMessage } from './domain-error';

describe('domainErrorMessage', () => {
  it('uses the exact SPEC wording for a read-scope write', () => {
    expect(domainErrorMessage({ kind: 'ScopeForbidsWrites' })).toBe('token scope does not permit writes');
  });

  it('uses the exact CONTRACT wording for a missing and for any other bad credential', () => {
    expect(domainErrorMessage({ kind: 'Unauthenticated', reason: 'missing' })).toBe('bearer token required');
    expect(domainErrorMessage({ kind: 'Unauthenticated', reason: 'invalid' })).toBe(
      'invalid or expired token',
    );
  });

  it('joins validation issues with their paths', () => {
    const message = domainErrorMessage({
      kind: 'Validation',
      issues: [
        { path: ['limit'], message: 'must be an integer from 1 to 100' },
        { path: [], message: 'body must be a JSON object' },
      ],
    });
    expect(message).toBe('limit: must be an integer from 1 to 100; body must be a JSON object');
  });

  it('names the resource that was not found', () => {
    expect(domainErrorMessage({ kind: 'NotFound', resource: 'deal' })).toBe('deal not found');
  });

  it("passes a conflict's own wording through", () => {
    expect(domainErrorMessage({ kind: 'Conflict', message: 'user is already a member of the space' })).toBe(
      'user is already a member of the space',
    );
  });
});
