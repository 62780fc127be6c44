import type { FieldRules } from '../../shared/field-rules';
import type { DealEdit } from '../deal-edit';
import {
  DEAL_NAME_MAX_LENGTH,
  DEAL_TEXT_MAX_LENGTH,
  emailRule,
  instantRule,
  moneyRule,
  ratioRule,
  textRule,
} from './deal-field.rules';

/**
 * What the deal bodies (`POST /v1/deals`, `PATCH /v1/deal/{id}`) share: their plain fields and how
 * the parsers read them. Keys are the API's snake_case names; every refusal is a list of SPEC §7
 * issues, each naming its field.
 */

/** The deal fields a client may set on create and on edit; `null` clears one. */
export const DEAL_FIELDS = {
  price: moneyRule('nullable'),
  cost: moneyRule('nullable'),
  margin: ratioRule('nullable'),
  probability: ratioRule('nullable'),
  target_price: moneyRule('nullable'),
  target_margin: ratioRule('nullable'),
  start: instantRule('nullable'),
  end: instantRule('nullable'),
  due: instantRule('nullable'),
  description: textRule('nullable', DEAL_TEXT_MAX_LENGTH),
  account: textRule('nullable', DEAL_NAME_MAX_LENGTH),
  external_id: textRule('nullable', DEAL_NAME_MAX_LENGTH),
  owner_email: emailRule,
} satisfies FieldRules;

/** The API's snake_case names of the plain deal fields, and their names in a DealEdit. */
export const DEAL_FIELD_NAMES = {
  price: 'price',
  cost: 'cost',
  margin: 'margin',
  probability: 'probability',
  target_price: 'targetPrice',
  target_margin: 'targetMargin',
  start: 'start',
  end: 'end',
  due: 'due',
  description: 'description',
  account: 'account',
  external_id: 'externalId',
} as const satisfies Partial<Record<keyof typeof DEAL_FIELDS, keyof DealEdit>>;

/**
 * The fields sent, renamed: `{ [names[key]]: body[key] }` for each key of `names` the body has.
 * The values passed their rules already, so they have the types the input declares.
 */
export function sent(
  fields: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>>,
): Record<string, never> {
  const picked = Object.entries(names)
    .filter(([key]) => fields[key] !== undefined)
    .map(([key, as]) => [as, fields[key]]);
  return Object.fromEntries(picked) as Record<string, never>;
}
