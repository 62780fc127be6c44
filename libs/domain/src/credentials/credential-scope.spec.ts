import { domainErrorMessage } from '../shared/domain-error';
import { CREDENTIAL_SCOPES, canWrite, checkWriteAllowed, isCredentialScope } from './credential-scope';

describe('credential scopes', () => {
  it('are read and read_write (SPEC §2.4)', () => {
    expect(CREDENTIAL_SCOPES).toEqual(['read', 'read_write']);
  });

  it.each([
    ['read', true],
    ['read_write', true],
    ['write', false],
    ['READ', false],
    ['read write', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('isCredentialScope(%p) is %s', (value, expected) => {
    expect(isCredentialScope(value)).toBe(expected);
  });

  it('only read_write may write', () => {
    expect(canWrite('read_write')).toBe(true);
    expect(canWrite('read')).toBe(false);
  });

  it('a read_write credential passes the write check', () => {
    expect(checkWriteAllowed('read_write')).toEqual({ ok: true, value: undefined });
  });

  it('a read credential fails it with ScopeForbidsWrites and the SPEC §5.1 message', () => {
    const result = checkWriteAllowed('read');
    expect(result).toEqual({ ok: false, error: { kind: 'ScopeForbidsWrites' } });
    if (!result.ok) expect(domainErrorMessage(result.error)).toBe('token scope does not permit writes');
  });
});
