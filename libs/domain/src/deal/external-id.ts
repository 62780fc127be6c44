/** Lengths count Unicode code points, as PostgreSQL's varchar(n) does, so an emoji counts as one. */
export const EXTERNAL_ID_MAX_LENGTH = 200;

export const EXTERNAL_ID_RULE_TEXT = `must be a string of 1 to ${EXTERNAL_ID_MAX_LENGTH} characters`;

/** An external system's key for a deal (SPEC §4.5 `external_id`): 1 to 200 characters. */
export function isExternalId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const length = [...value].length;
  return length >= 1 && length <= EXTERNAL_ID_MAX_LENGTH;
}
