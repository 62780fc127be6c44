import type {
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
