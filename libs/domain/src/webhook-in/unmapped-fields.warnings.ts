import type { IncomingPayload } from './incoming-payload';
import { appliesField, UPDATE_DEAL_FIELDS, type UpdateDealFields } from './update-deal-fields';

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
