/** The incoming fields an Update Deal action can apply to a deal (`id` only ever matches). */
export const UPDATE_DEAL_FIELDS = [
  'status',
  'name',
  'target_price',
  'target_margin',
  'due',
  'start',
  'probability',
  'redraft_reason',
  'closed_reason',
  'external_id',
] as const;

export type UpdateDealField = (typeof UPDATE_DEAL_FIELDS)[number];

/** The fields an automation's `update_deal` action applies; `undefined` or empty means all of them. */
export type UpdateDealFields = readonly UpdateDealField[] | undefined;

export function isUpdateDealField(value: unknown): value is UpdateDealField {
  return typeof value === 'string' && (UPDATE_DEAL_FIELDS as readonly string[]).includes(value);
}

/** An empty list applies everything: an action that applies nothing would be a setup mistake, not a choice. */
export function appliesField(fields: UpdateDealFields, field: UpdateDealField): boolean {
  return fields === undefined || fields.length === 0 || fields.includes(field);
}
