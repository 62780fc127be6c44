import type { NEW_DEAL_RULES } from '@deal/domain';
import type { FieldDocs } from '../openapi/request-body.decorator';

/**
 * The API's words for the deal fields a client may set on create and on edit (`null` clears one).
 * The rules are the domain's (libs/domain/src/deal/requests: one home for the API and the web
 * pages); the schema comes from them.
 */
export const DEAL_FIELD_DOCS = {
  price: 'Price in the deal currency.',
  cost: 'Cost in the deal currency. Send this or `margin`, not both.',
  margin: 'Sets cost = price × (1 − margin), in whole cents. Needs a price.',
  probability: 'Win probability.',
  target_price: 'The price aimed at, in the deal currency.',
  target_margin: 'The margin aimed at, from 0 to 1.',
  start:
    'Set directly, without Monday rounding; use reschedule to move the schedule. Epoch milliseconds (UTC).',
  end: 'Not before start. Epoch milliseconds (UTC).',
  due: 'When the deal is due. Epoch milliseconds (UTC).',
  description: 'Free text about the deal.',
  account: 'The customer account the deal is with.',
  external_id: "The external system's id for this deal.",
  owner_email: 'A member of the space. On create, defaults to the calling user (none for a space key).',
} as const satisfies Partial<FieldDocs<typeof NEW_DEAL_RULES>>;

export const CURRENCY_DOC = 'ISO 4217 code, any case; stored in lower case.';
