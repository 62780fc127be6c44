/**
 * Conversions between domain values and the values `pg` reads and writes: instants are epoch ms in
 * the domain and `Date` in rows; `numeric` and `bigint` columns come back as strings, so the exact
 * decimal the client sent survives the round trip.
 */
export const toDate = (ms: number): Date => new Date(ms);
export const toEpoch = (date: Date): number => date.getTime();

export const toDateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));
export const toEpochOrNull = (date: Date | null): number | null => (date === null ? null : date.getTime());

/** Writes a number in JavaScript's shortest round-trip form, which `numeric` stores exactly. */
export const toDecimalOrNull = (value: number | null): string | null =>
  value === null ? null : String(value);
export const toNumberOrNull = (value: string | null): number | null =>
  value === null ? null : Number(value);

/** A value the schema's constraints promise is present; its absence is a bug, so it throws. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Corrupt row: ${what} is missing`);
  return value;
}

/** Narrows a stored text column to a union the schema's CHECK constraint guarantees. */
export function oneOf<T extends string>(value: string, guard: (v: unknown) => v is T, what: string): T {
  if (!guard(value)) throw new Error(`Corrupt row: ${what} has unexpected value ${JSON.stringify(value)}`);
  return value;
}
