import { isExternalId } from './external-id';

describe('isExternalId', () => {
  it('takes 1 to 200 code points, counting an emoji as one', () => {
    expect(isExternalId('crm-1')).toBe(true);
    expect(isExternalId('😀'.repeat(200))).toBe(true);
    expect(isExternalId('x'.repeat(200))).toBe(true);
  });

  it('refuses empty, longer and non-string values', () => {
    expect(isExternalId('')).toBe(false);
    expect(isExternalId('x'.repeat(201))).toBe(false);
    expect(isExternalId(42)).toBe(false);
    expect(isExternalId(null)).toBe(false);
  });
});
