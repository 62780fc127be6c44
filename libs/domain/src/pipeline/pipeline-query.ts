import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import { SPACE_CURRENCY_PATTERN } from '../space/space-currency.rules';
import { parseMonth } from './calendar-month';
import type { MonthRange } from './pipeline-forecast';

/** The most months one forecast answers (three years), so one request stays cheap. */
export const PIPELINE_MAX_MONTHS = 36;

/** GET /v1/spaces/{space}/pipeline: the months, and the currency (null: the space's own). */
export interface PipelineQuery extends MonthRange {
  readonly currency: string | null;
}

const KNOWN = new Set(['from', 'to', 'currency']);
const MONTH_RULE = 'must be a month YYYY-MM (1970 or later)';

/**
 * `from` and `to` (`YYYY-MM`, both required, `from` ≤ `to`, at most 36 months in all) and an
 * optional `currency`. Every problem is reported at once, each naming its parameter; a repeated
 * or unknown parameter is refused too, as on every list.
 */
export function parsePipelineQuery(
  query: Readonly<Record<string, unknown>>,
): Result<PipelineQuery, ValidationIssue[]> {
  const issues: ValidationIssue[] = Object.keys(query)
    .filter((name) => !KNOWN.has(name))
    .map((name) => ({ path: [name], message: 'is not a known parameter' }));
  const from = month(query, 'from', issues);
  const to = month(query, 'to', issues);
  if (from !== null && to !== null) {
    if (to < from) issues.push({ path: ['to'], message: 'must not be before from' });
    else if (to - from + 1 > PIPELINE_MAX_MONTHS) {
      issues.push({
        path: ['to'],
        message: `must be at most ${PIPELINE_MAX_MONTHS} months from from, both included`,
      });
    }
  }
  const currency = query['currency'];
  if (currency !== undefined && (typeof currency !== 'string' || !SPACE_CURRENCY_PATTERN.test(currency))) {
    issues.push({ path: ['currency'], message: 'must be a three-letter ISO 4217 currency code' });
  }
  if (issues.length || from === null || to === null) return err(issues);
  return ok({ from, to, currency: typeof currency === 'string' ? currency.toLowerCase() : null });
}

function month(
  query: Readonly<Record<string, unknown>>,
  name: string,
  issues: ValidationIssue[],
): number | null {
  const raw = query[name];
  if (raw === undefined) {
    issues.push({ path: [name], message: 'is required' });
    return null;
  }
  const parsed = typeof raw === 'string' ? parseMonth(raw) : null;
  if (parsed === null) issues.push({ path: [name], message: MONTH_RULE });
  return parsed;
}
