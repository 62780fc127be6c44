import { credentialTerms, MAX_EXPIRES_IN_DAYS } from './credential-terms.policy';

const NOW = Date.UTC(2026, 0, 15, 10, 30);
const DAY = 86_400_000;
const request = (overrides: object = {}) => ({
  name: 'CI deploys',
  scope: 'read' as const,
  expiresInDays: null,
  ...overrides,
});

describe('credentialTerms', () => {
  it('keeps the scope, trims the name and never expires without a lifetime', () => {
    expect(credentialTerms(request({ name: '  CI deploys ', scope: 'read_write' }), NOW)).toEqual({
      ok: true,
      value: { name: 'CI deploys', scope: 'read_write', expiresAt: null },
    });
  });

  it.each([1, 30, MAX_EXPIRES_IN_DAYS])('expires %i whole days of 24 h after now', (days) => {
    const terms = credentialTerms(request({ expiresInDays: days }), NOW);
    expect(terms).toEqual({ ok: true, value: expect.objectContaining({ expiresAt: NOW + days * DAY }) });
  });

  it('counts the name in characters, not UTF-16 units: 100 emoji fit, 101 do not', () => {
    expect(credentialTerms(request({ name: '🔑'.repeat(100) }), NOW).ok).toBe(true);
    expect(credentialTerms(request({ name: '🔑'.repeat(101) }), NOW)).toEqual({
      ok: false,
      error: { kind: 'Validation', issues: [{ path: ['name'], message: 'must be at most 100 characters' }] },
    });
  });

  it.each([0, -1, 1.5, MAX_EXPIRES_IN_DAYS + 1, Number.NaN])('refuses a lifetime of %p days', (days) => {
    expect(credentialTerms(request({ expiresInDays: days }), NOW)).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [{ path: ['expires_in_days'], message: 'must be an integer from 1 to 3650' }],
      },
    });
  });

  it('reports a blank name, an unknown scope and a bad lifetime at once', () => {
    const terms = credentialTerms(request({ name: ' \t', scope: 'admin', expiresInDays: 0 }), NOW);
    expect(terms).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [
          { path: ['name'], message: 'must not be blank' },
          { path: ['scope'], message: 'must be one of read, read_write' },
          { path: ['expires_in_days'], message: 'must be an integer from 1 to 3650' },
        ],
      },
    });
  });
});
