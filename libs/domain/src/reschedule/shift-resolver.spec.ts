import type { Shift } from './shift';
import { resolveShift } from './shift-resolver';

const utc = (iso: string): number => Date.parse(iso);
const day = (iso: string): number => utc(`${iso}T00:00:00Z`);
const absolute = (iso: string): Shift => ({ kind: 'absolute', date: day(iso) });
const relative = (text: string): Shift => {
  const [, sign, amount, unit] = /^([+-])(\d+)([dwm])$/.exec(text) ?? [];
  return {
    kind: 'relative',
    sign: sign === '-' ? -1 : 1,
    amount: Number(amount),
    unit: unit as 'd' | 'w' | 'm',
  };
};

describe('resolveShift', () => {
  describe('an absolute date', () => {
    it('rounds the CONTRACT example 2026-11-26 to Monday 2026-11-23', () => {
      expect(resolveShift(absolute('2026-11-26'), day('2026-01-05'))).toEqual({
        ok: true,
        value: day('2026-11-23'),
      });
    });

    it('keeps a Monday', () => {
      expect(resolveShift(absolute('2026-11-30'), day('2026-11-23'))).toEqual({
        ok: true,
        value: day('2026-11-30'),
      });
    });

    it('sends a Sunday back 6 days', () => {
      expect(resolveShift(absolute('2026-11-29'), day('2026-11-23'))).toEqual({
        ok: true,
        value: day('2026-11-23'),
      });
    });

    it('needs no current start', () => {
      expect(resolveShift(absolute('2026-11-26'), null)).toEqual({ ok: true, value: day('2026-11-23') });
    });
  });

  describe('a relative offset from the current start (Monday 2026-11-23)', () => {
    const start = day('2026-11-23');

    it.each([
      ['+1w', '2026-11-30'],
      ['-2w', '2026-11-09'],
      ['+7d', '2026-11-30'],
      ['+6d', '2026-11-23'],
      ['+3d', '2026-11-23'],
      ['-1d', '2026-11-16'],
      ['-7d', '2026-11-16'],
      ['+0d', '2026-11-23'],
      ['+1m', '2026-12-21'],
      ['-1m', '2026-10-19'],
      ['+12m', '2027-11-22'],
      ['+999d', '2029-08-13'],
      ['-999w', '2007-10-01'],
    ])('%s resolves to Monday %s', (shift, expected) => {
      expect(resolveShift(relative(shift), start)).toEqual({ ok: true, value: day(expected) });
    });
  });

  it('clamps months before rounding: Mon 2025-03-31 −1m → Fri 2025-02-28 → Mon 2025-02-24', () => {
    expect(resolveShift(relative('-1m'), day('2025-03-31'))).toEqual({ ok: true, value: day('2025-02-24') });
  });

  it('lands in a leap February: Mon 2024-01-29 +1m → Thu 2024-02-29 → Mon 2024-02-26', () => {
    expect(resolveShift(relative('+1m'), day('2024-01-29'))).toEqual({ ok: true, value: day('2024-02-26') });
  });

  it('applies the offset to a mid-week start, then rounds: Wed +0d → its Monday', () => {
    expect(resolveShift(relative('+0d'), day('2026-11-25'))).toEqual({ ok: true, value: day('2026-11-23') });
  });

  it('drops the time of day of the current start', () => {
    expect(resolveShift(relative('+1w'), utc('2026-11-23T10:30:00Z'))).toEqual({
      ok: true,
      value: day('2026-11-30'),
    });
  });

  it.each(['+1d', '-2w', '+1m', '+0d'])('refuses %s without a current start', (shift) => {
    expect(resolveShift(relative(shift), null)).toEqual({ ok: false, error: { kind: 'DealHasNoStart' } });
  });
});
