import { INCOMING_FIELDS, type IncomingField } from './incoming-payload';

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
