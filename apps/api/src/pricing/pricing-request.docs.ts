import type {
  DEAL_PRICING_RULES,
  ESTIMATE_EDIT_RULES,
  NEW_ESTIMATE_RULES,
  NEW_RATE_CARD_RULES,
  NEW_ROLE_RULES,
  RATE_CARD_EDIT_RULES,
  ROLE_EDIT_RULES,
} from '@deal/domain';
import type { FieldDocs } from '../openapi/request-body.decorator';

const RATES =
  'Each role of the space the card prices, once: `{role_id, cost_rate, price_rate}`, rates per unit of the ' +
  'role with at most 2 decimals. An unknown or archived role is 409 naming it; a role of another space is 404.';

export const NEW_ROLE_DOCS: FieldDocs<typeof NEW_ROLE_RULES> = {
  name: { description: 'The role, not blank.', example: 'Developer' },
  unit: 'What an estimate of this role counts (`hour` or `day`); its rates are per unit.',
};

export const ROLE_EDIT_DOCS: FieldDocs<typeof ROLE_EDIT_RULES> = {
  name: { description: 'The new name, not blank.', example: 'Senior developer' },
  unit: 'The new unit. Estimates keep their quantities.',
  archived: '`false` restores an archived role; `true` archives it (as DELETE does).',
};

export const NEW_RATE_CARD_DOCS: FieldDocs<typeof NEW_RATE_CARD_RULES> = {
  name: { description: 'The card, not blank.', example: 'Standard 2026' },
  currency: { description: 'Three-letter ISO 4217 code, any case; shown in lower case.', example: 'usd' },
  rates: RATES,
  is_default: {
    description:
      'Make it the default card of the space in its currency (the previous default stops being one).',
    default: false,
  },
};

export const RATE_CARD_EDIT_DOCS: FieldDocs<typeof RATE_CARD_EDIT_RULES> = {
  name: { description: 'The new name, not blank.', example: 'Standard 2027' },
  currency: { description: 'Three-letter ISO 4217 code, any case.', example: 'usd' },
  rates: `${RATES} Replaces the whole list; a role archived since it was on the card may stay.`,
  is_default: 'Make it (or stop it being) the default card of the space in its currency.',
};

export const DEAL_PRICING_DOCS: FieldDocs<typeof DEAL_PRICING_RULES> = {
  rate_card_id: {
    description:
      "A rate card of the deal's space in the deal's currency (another currency is 409). The deal keeps a copy " +
      'of its rates at its current revision.',
    example: 'rc_0Fz3AbCdEfGhIjKlMnOpQr',
  },
  contingency: { description: 'Added to effort, 0 to 1, at most 4 decimals.', default: 0, example: 0.15 },
  discount: { description: 'Taken off the subtotal, 0 to 1, at most 4 decimals.', default: 0, example: 0.05 },
};

const ESTIMATE_FIELDS = {
  role_id:
    'An effort estimate: a live role of the space that the deal’s rate card rates (an unknown, archived or unrated ' +
    'role is 409 naming it). Sent with `quantity`, never with the fixed amounts.',
  quantity: "An effort estimate: effort in the role's unit, 0 to 1,000,000 with at most 2 decimals.",
  fixed_price:
    'A fixed estimate: its price, at most 2 decimals; sent with `fixed_cost`. No contingency applies.',
  fixed_cost: 'A fixed estimate: its cost, at most 2 decimals; sent with `fixed_price`.',
} as const;

export const NEW_ESTIMATE_DOCS: FieldDocs<typeof NEW_ESTIMATE_RULES> = {
  name: { description: 'What is estimated, not blank.', example: 'Build the API' },
  ...ESTIMATE_FIELDS,
};

export const ESTIMATE_EDIT_DOCS: FieldDocs<typeof ESTIMATE_EDIT_RULES> = {
  name: { description: 'The new name, not blank.', example: 'Build the API' },
  ...ESTIMATE_FIELDS,
};
