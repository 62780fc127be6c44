import { describeSpread, type Spread } from './rounds';

/** The goals of issue 7, checked against a run's figures: reported as met or not, never thrown. */

export interface GoalCheck {
  readonly id: string;
  readonly goal: string;
  readonly value: number | boolean | null;
  readonly met: boolean | null;
  /** What the reader must know to read the verdict (e.g. that a side was saturated). */
  readonly note?: string;
  /** The per-round values when the goal is judged on a median over interleaved rounds (issue 27). */
  readonly spread?: Pick<Spread, 'min' | 'max' | 'rounds'>;
}

type Comparison = 'at_least' | 'at_most' | 'below' | 'above';

/** `value` against `target`; null (not measured) when the value is missing or not a number. */
export function checkGoal(
  id: string,
  goal: string,
  value: number | null | undefined,
  comparison: Comparison,
  target: number,
  note?: string,
): GoalCheck {
  const extra = note ? { note } : {};
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return { id, goal, value: null, met: null, ...extra };
  }
  const met =
    comparison === 'at_least'
      ? value >= target
      : comparison === 'at_most'
        ? value <= target
        : comparison === 'below'
          ? value < target
          : value > target;
  return { id, goal, value, met, ...extra };
}

/** A goal judged on the median of per-round values; the min–max and each round are kept beside it. */
export function checkSpreadGoal(
  id: string,
  goal: string,
  spread: Spread,
  comparison: Comparison,
  target: number,
  note?: string,
): GoalCheck {
  return {
    ...checkGoal(id, goal, spread.median, comparison, target, note),
    spread: { min: spread.min, max: spread.max, rounds: spread.rounds },
  };
}

/** A yes/no goal (e.g. "no leak suspected"); null when it could not be measured. */
export function checkFlag(id: string, goal: string, value: boolean | null): GoalCheck {
  return { id, goal, value, met: value };
}

export function describeGoal(check: GoalCheck): string {
  const verdict = check.met === null ? 'not measured' : check.met ? 'met' : 'NOT met';
  const note = check.note ? ` [${check.note}]` : '';
  const got =
    check.spread && typeof check.value === 'number'
      ? `median ${describeSpread({ median: check.value, ...check.spread })} over ${check.spread.rounds.length} rounds`
      : String(check.value);
  return `${verdict.padEnd(12)} ${check.id.padEnd(28)} ${check.goal} (got ${got})${note}`;
}
