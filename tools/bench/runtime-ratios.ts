import { ratio } from './latency-stats';

/**
 * Each throughput figure (a number under a key ending in `_per_s`) of `after` over the same figure
 * of `before`, keyed by its path in the results, e.g. `spaces.api_closed.requests_per_s`: how much
 * faster the same phases ran with the servers on the newer runtime.
 */
export function throughputRatios(before: unknown, after: unknown): Record<string, number | null> {
  const ratios: Record<string, number | null> = {};
  const walk = (left: unknown, right: unknown, path: string): void => {
    if (!isRecord(left) || !isRecord(right)) return;
    for (const [key, value] of Object.entries(right)) {
      const here = path ? `${path}.${key}` : key;
      const previous = left[key];
      if (key.endsWith('_per_s') && typeof value === 'number' && typeof previous === 'number') {
        ratios[here] = ratio(value, previous);
      } else {
        walk(previous, value, here);
      }
    }
  };
  walk(before, after, '');
  return ratios;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
