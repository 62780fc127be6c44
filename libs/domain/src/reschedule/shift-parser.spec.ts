import { parseShift, SHIFT_FORMAT_MESSAGE } from './shift-parser';

const REAL_DATE_MESSAGE = 'must be a real calendar date (YYYY-MM-DD)';

describe('parseShift', () => {
  describe('relative offsets', () => {
    it.each([
      ['+2w', { kind: 'relative', sign: 1, amount: 2, unit: 'w' }],
      ['-1m', { kind: 'relative', sign: -1, amount: 1, unit: 'm' }],
      ['+10d', { kind: 'relative', sign: 1, amount: 10, unit: 'd' }],
      ['+999d', { kind: 'relative', sign: 1, amount: 999, unit: 'd' }],
      ['-999m', { kind: 'relative', sign: -1, amount: 999, unit: 'm' }],
      ['-007w', { kind: 'relative', sign: -1, amount: 7, unit: 'w' }],
      ['+0d', { kind: 'relative', sign: 1, amount: 0, unit: 'd' }],
    ])('reads %s', (input, expected) => {
      expect(parseShift(input)).toEqual({ ok: true, value: expected });
    });
  });

  describe('absolute dates', () => {
    it.each([
      ['2026-11-26', Date.UTC(2026, 10, 26)],
      ['2026-12-31', Date.UTC(2026, 11, 31)],
      ['2026-01-01', Date.UTC(2026, 0, 1)],
      ['2024-02-29', Date.UTC(2024, 1, 29)],
      ['2000-02-29', Date.UTC(2000, 1, 29)],
      ['1969-07-20', Date.UTC(1969, 6, 20)],
      ['9999-12-31', Date.UTC(9999, 11, 31)],
    ])('reads %s as that day at 00:00 UTC', (input, date) => {
      expect(parseShift(input)).toEqual({ ok: true, value: { kind: 'absolute', date } });
    });

    it('takes a two-digit year literally instead of as 19xx', () => {
      expect(parseShift('0099-03-01')).toEqual({
        ok: true,
        value: { kind: 'absolute', date: Date.parse('0099-03-01') },
      });
    });

    it.each([
      ['2026-02-30', 'a day past the end of February'],
      ['2026-13-01', 'month 13'],
      ['2026-00-10', 'month 0'],
      ['2026-01-00', 'day 0'],
      ['2026-01-32', 'day 32'],
      ['2026-04-31', 'the 31st of a 30-day month'],
      ['2025-02-29', 'Feb 29 of a common year'],
      ['1900-02-29', 'Feb 29 of a century that is not a leap year'],
    ])('rejects %s (%s) as not a real date', (input) => {
      expect(parseShift(input)).toEqual({
        ok: false,
        error: [{ path: ['shift'], message: REAL_DATE_MESSAGE }],
      });
    });
  });

  describe('anything else', () => {
    it.each([
      '',
      ' ',
      ' +1d',
      '+1d ',
      '+1d\n',
      '+ 1d',
      '+1 d',
      '1d',
      '+d',
      '++1d',
      '+-1d',
      '+1y',
      '+1D',
      '+1W',
      '+1000d',
      '+1.5d',
      '+1e2d',
      '+１d',
      '+1dw',
      '2026-1-5',
      '26-01-05',
      '2026/01/05',
      '20260105',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '+2026-01-05',
      '2026-01-05 ',
    ])('rejects the string %j', (input) => {
      expect(parseShift(input)).toEqual({
        ok: false,
        error: [{ path: ['shift'], message: SHIFT_FORMAT_MESSAGE }],
      });
    });

    it.each([[2], [-1], [true], [{}], [['+1d']], [{ shift: '+1d' }], [Date.UTC(2026, 10, 26)]])(
      'rejects the non-string %j',
      (input) => {
        expect(parseShift(input)).toEqual({
          ok: false,
          error: [{ path: ['shift'], message: SHIFT_FORMAT_MESSAGE }],
        });
      },
    );

    it.each([[undefined], [null]])('reports a missing shift (%s) as required', (input) => {
      expect(parseShift(input)).toEqual({ ok: false, error: [{ path: ['shift'], message: 'is required' }] });
    });

    it('explains both accepted forms in the message', () => {
      expect(SHIFT_FORMAT_MESSAGE).toBe(
        'must be a signed offset like +2w (d, w or m, up to 3 digits) or a date YYYY-MM-DD',
      );
    });
  });
});
