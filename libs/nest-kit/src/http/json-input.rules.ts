import type { ValidationIssue } from '@deal/domain';

/** Deepest nesting a JSON body may have; real bodies of the api and webhook-in stay below 10. */
export const MAX_BODY_DEPTH = 64;

/**
 * Most JSON values (objects, arrays, strings, numbers … each counts) a body may hold. The largest
 * real body, an automation with 20 conditions of 50 values each, holds about 1,100.
 */
export const MAX_BODY_VALUES = 5_000;

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'must be well-formed Unicode (it holds an unpaired surrogate)';

const NUL = '\u0000';
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why text cannot be taken as it is, or null: U+0000, or an unpaired surrogate (not Unicode text). */
export function textProblem(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  return UNPAIRED_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}
const MAX_ISSUES = 20;

/**
 * What no JSON body may hold, whatever its route: more than MAX_BODY_VALUES values (a parser that
 * walks every value takes time that grows with the body: 1 MiB of `{"k1":1,…}` once blocked the
 * event loop for over 10 s, and concurrent requests then failed on the database pool's timeout),
 * nesting deeper than MAX_BODY_DEPTH (recursive code such as the 400 echo's JSON.stringify would
 * overflow the stack, a 500),
 * U+0000 in any string or key (PostgreSQL text cannot store it, another 500), and unpaired
 * surrogates (`"\ud800"` is valid JSON but no Unicode text: an email check once threw on it, and
 * the database would silently store U+FFFD instead). Walks the value breadth-first without
 * recursion, so any parsed body is safe to check.
 */
export function jsonBodyIssues(body: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const queue: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let head = 0; head < queue.length && issues.length < MAX_ISSUES; head += 1) {
    const { value, path } = queue[head] as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) issues.push({ path, message: problem });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) {
      return [{ path: [], message: `body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)` }];
    }
    const entries = Object.entries(value);
    if (queue.length + entries.length > MAX_BODY_VALUES) {
      return [{ path: [], message: `body holds too many values (at most ${MAX_BODY_VALUES})` }];
    }
    for (const [key, item] of entries) {
      const problem = textProblem(key);
      if (problem) issues.push({ path: [...path, key], message: problem });
      queue.push({ value: item, path: [...path, key] });
    }
  }
  return issues;
}

/** Query parameters (`string` or repeated `string[]`) whose name or value is not storable text. */
export function queryIssues(query: Readonly<Record<string, unknown>>): ValidationIssue[] {
  return Object.entries(query).flatMap(([name, value]) => {
    const problem = [name, ...[value].flat().map(String)].map(textProblem).find((found) => found !== null);
    return problem ? [{ path: [name], message: problem }] : [];
  });
}

/** A path parameter that can match nothing stored: PostgreSQL text never holds U+0000. */
export function isUnstorable(value: unknown): boolean {
  return typeof value === 'string' && value.includes(NUL);
}
