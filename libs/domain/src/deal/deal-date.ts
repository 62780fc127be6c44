/**
 * The instants a deal date (start, end, due, stage dates) and a phase date may hold, whichever way
 * it enters: create, PATCH, phases, reschedule, incoming webhooks, automation conditions. From
 * 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z: the span of a four-digit-year ISO 8601
 * date, so every outbound payload carries a plain `YYYY-MM-DDTHH:mm:ss.sssZ`, never `+010000-…`.
 */
export const DEAL_DATE_MIN_MS = 0;
export const DEAL_DATE_MAX_MS = 253_402_300_799_999;

/** The words every refusal of an out-of-range date uses. */
export const DEAL_DATE_RANGE_TEXT = '1970-01-01 to 9999-12-31';

/** Whether `value` is an integer epoch-millisecond instant a deal may hold. */
export function isDealDate(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= DEAL_DATE_MIN_MS && (value as number) <= DEAL_DATE_MAX_MS
  );
}
