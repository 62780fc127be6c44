import { booleanRule, currencyRule, nameRule } from '../../deal/requests/deal-field.rules';
import { check, fieldIssues, isJsonObject, schemaOf, type FieldRules } from '../../shared/field-rules';
import { err, ok, type Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import type { RoleRate } from '../pricing';
import { amountRule, idRule, itemIssues, RATE_CARD_MAX_RATES, toHundredths } from './pricing-field.rules';

/** One rate of a card: a role's cost and price per unit of the role. */
export const RATE_RULES = {
  role_id: idRule('required'),
  cost_rate: amountRule('required'),
  price_rate: amountRule('required'),
} satisfies FieldRules;

const isRateList = check(
  { type: 'array', items: schemaOf(RATE_RULES), maxItems: RATE_CARD_MAX_RATES },
  (value) =>
    !Array.isArray(value)
      ? 'must be an array'
      : value.length > RATE_CARD_MAX_RATES
        ? `must contain no more than ${RATE_CARD_MAX_RATES} elements`
        : undefined,
);

export const NEW_RATE_CARD_RULES = {
  name: nameRule('required'),
  currency: { ...currencyRule, presence: 'required' },
  rates: { presence: 'required', type: isRateList },
  is_default: booleanRule('optional'),
} satisfies FieldRules;

export const RATE_CARD_EDIT_RULES = {
  name: nameRule('optional'),
  currency: currencyRule,
  rates: { presence: 'optional', type: isRateList },
  is_default: booleanRule('optional'),
} satisfies FieldRules;

export interface NewRateCardRequest {
  readonly name: string;
  /** Lower case. */
  readonly currency: string;
  readonly rates: readonly RoleRate[];
  readonly isDefault: boolean;
}

export interface RateCardEditRequest {
  readonly name?: string;
  readonly currency?: string;
  /** The card's whole list of rates, replacing the one it had. */
  readonly rates?: readonly RoleRate[];
  readonly isDefault?: boolean;
}

/** `POST /v1/spaces/{space}/rate-cards`. */
export function parseNewRateCardRequest(body: unknown): Result<NewRateCardRequest, ValidationIssue[]> {
  const issues = [...fieldIssues(body, NEW_RATE_CARD_RULES), ...rateIssues(body)];
  if (issues.length) return err(issues);
  const fields = body as Record<string, unknown>;
  return ok({
    name: (fields['name'] as string).trim(),
    currency: (fields['currency'] as string).toLowerCase(),
    rates: readRates(fields['rates']),
    isDefault: fields['is_default'] === true,
  });
}

/** `PATCH /v1/spaces/{space}/rate-cards/{id}`: the fields sent change, the others stay. */
export function parseRateCardEditRequest(body: unknown): Result<RateCardEditRequest, ValidationIssue[]> {
  const issues = [...fieldIssues(body, RATE_CARD_EDIT_RULES), ...rateIssues(body)];
  if (issues.length) return err(issues);
  const fields = body as Record<string, unknown>;
  return ok({
    ...(fields['name'] !== undefined && { name: (fields['name'] as string).trim() }),
    ...(fields['currency'] !== undefined && { currency: (fields['currency'] as string).toLowerCase() }),
    ...(fields['rates'] !== undefined && { rates: readRates(fields['rates']) }),
    ...(fields['is_default'] !== undefined && { isDefault: fields['is_default'] as boolean }),
  });
}

/** Each rate's issues (`rates.2.cost_rate`), and a role listed twice. */
function rateIssues(body: unknown): ValidationIssue[] {
  const rates = isJsonObject(body) ? body['rates'] : undefined;
  if (!Array.isArray(rates) || rates.length > RATE_CARD_MAX_RATES) return [];
  const seen = new Set<unknown>();
  return rates.flatMap((rate, index) => {
    const issues = itemIssues('rates', index, fieldIssues(rate, RATE_RULES));
    const roleId = isJsonObject(rate) ? rate['role_id'] : undefined;
    if (typeof roleId === 'string' && seen.has(roleId)) {
      issues.push({ path: ['rates', String(index), 'role_id'], message: 'is listed twice on the card' });
    }
    seen.add(roleId);
    return issues;
  });
}

function readRates(value: unknown): RoleRate[] {
  return (value as Record<string, unknown>[]).map((rate) => ({
    roleId: rate['role_id'] as string,
    costRate: toHundredths(rate['cost_rate']),
    priceRate: toHundredths(rate['price_rate']),
  }));
}
