import { INCOMING_FIELDS, type IncomingField, type IncomingPayload } from './incoming-payload';

/** An incoming field an Update Deal action can apply: any but `id`, which only ever matches. */
export type UpdateDealField = Exclude<IncomingField, 'id'>;

/**
 * The incoming fields an Update Deal action can apply to a deal, in SPEC §4.5 order but for
 * `external_id`, which came to the list last and stays last: the 400 that lists them (and the
 * warnings of unmapped fields) keep their words.
 */
export const UPDATE_DEAL_FIELDS: readonly UpdateDealField[] = [
  ...INCOMING_FIELDS.filter((field): field is UpdateDealField => field !== 'id' && field !== 'external_id'),
  'external_id',
];

/** The fields an automation's `update_deal` action applies; `undefined` or empty means all of them. */
export type UpdateDealFields = readonly UpdateDealField[] | undefined;

export function isUpdateDealField(value: unknown): value is UpdateDealField {
  return typeof value === 'string' && (UPDATE_DEAL_FIELDS as readonly string[]).includes(value);
}

/** An empty list applies everything: an action that applies nothing would be a setup mistake, not a choice. */
export function appliesField(fields: UpdateDealFields, field: UpdateDealField): boolean {
  return fields === undefined || fields.length === 0 || fields.includes(field);
}

/** How a payload field the Update Deal action does not apply is named in a receipt's warnings. */
export function unmappedFieldWarning(field: string): string {
  return `${field} is not mapped by the Update Deal action, so it is ignored`;
}

/**
 * The payload fields the Update Deal action would ignore because it does not map them (a setup
 * mistake SPEC §6.2's dry run must catch, and the live receipt names too, so an audit system does
 * not send `status: approved` into an action that maps only `name` and believe the deal moved).
 * `id` only ever matches; `external_id` matches when sent alone, and is only ignored when it would
 * otherwise be saved onto the deal matched by `id` (SPEC §4.5 rule 3). In UPDATE_DEAL_FIELDS order.
 */
export function unmappedFieldWarnings(payload: IncomingPayload, applied: UpdateDealFields): string[] {
  return UPDATE_DEAL_FIELDS.filter((field) => {
    if (payload[field] === undefined || appliesField(applied, field)) return false;
    return field !== 'external_id' || payload.id !== undefined;
  }).map(unmappedFieldWarning);
}
