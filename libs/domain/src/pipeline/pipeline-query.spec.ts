import { formatMonth, parseMonth } from './calendar-month';
import { parsePipelineQuery } from './pipeline-query';

/** A month index from its `YYYY-MM` text (a test's own constant, so a typo throws). */
function monthOf(text: string): number {
  const month = parseMonth(text);
  if (month === null) throw new Error(`not a month: ${text}`);
  return month;
}

describe('parsePipelineQuery', () => {
  it('reads both months and an optional currency, in lower case', () => {
    expect(parsePipelineQuery({ from: '2026-01', to: '2026-12', currency: 'EUR' })).toEqual({
      ok: true,
      value: { from: parseMonth('2026-01'), to: parseMonth('2026-12'), currency: 'eur' },
    });
    expect(parsePipelineQuery({ from: '2026-03', to: '2026-03' })).toMatchObject({
      ok: true,
      value: { currency: null },
    });
  });

  it('names each missing or malformed parameter, all at once', () => {
    expect(parsePipelineQuery({})).toEqual({
      ok: false,
      error: [
        { path: ['from'], message: 'is required' },
        { path: ['to'], message: 'is required' },
      ],
    });
    const result = parsePipelineQuery({
      from: '2026-13',
      to: ['2026-01', '2026-02'],
      currency: 'euro',
      x: '1',
    });
    expect(result.ok ? [] : result.error.map((issue) => issue.path[0])).toEqual([
      'x',
      'from',
      'to',
      'currency',
    ]);
    for (const bad of ['2026-1', '26-01', '2026-00', '1969-12', '2026-01-01', ' 2026-01']) {
      expect(parsePipelineQuery({ from: bad, to: '2026-01' })).toMatchObject({
        ok: false,
        error: [{ path: ['from'] }],
      });
    }
  });

  it('refuses to before from, and more than 36 months in all', () => {
    expect(parsePipelineQuery({ from: '2026-02', to: '2026-01' })).toEqual({
      ok: false,
      error: [{ path: ['to'], message: 'must not be before from' }],
    });
    expect(parsePipelineQuery({ from: '2026-01', to: '2028-12' }).ok).toBe(true);
    expect(parsePipelineQuery({ from: '2026-01', to: '2029-01' })).toMatchObject({
      ok: false,
      error: [{ path: ['to'] }],
    });
  });

  it('months round-trip through their index, across year ends', () => {
    for (const text of ['1970-01', '2025-12', '2026-01', '9999-12'])
      expect(formatMonth(monthOf(text))).toBe(text);
  });
});
