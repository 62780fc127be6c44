import {
  parseNewRateCardRequest,
  parseRateCardEditRequest,
  type NewRateCardRequest,
  type RateCard,
  type RateCardEditRequest,
  type Role,
  type ValidationIssue,
} from '@deal/domain';
import type { FormFields } from '../form-fields';
import { AMOUNT_MESSAGE, hundredthsText, numberOf } from '../deal-pricing/pricing-text';

/** One role's two rates as typed; both empty means the role is not on the card. */
export interface RateValues {
  readonly cost: string;
  readonly price: string;
}

export interface RateCardValues {
  readonly name: string;
  readonly currency: string;
  readonly isDefault: boolean;
  /** By role id, for each role the form offers. */
  readonly rates: Readonly<Record<string, RateValues>>;
}

/** The names of a role's two rate fields: `cost_rate.<role id>`, `price_rate.<role id>`. */
export const rateField = (kind: 'cost_rate' | 'price_rate', roleId: string): string => `${kind}.${roleId}`;

export const BOTH_RATES =
  'needs both a cost rate and a price rate, or neither to leave the role off the card';

/** A new card: the space's currency, no rates yet. */
export const blankRateCard = (currency: string): RateCardValues => ({
  name: '',
  currency,
  isDefault: false,
  rates: {},
});

export function rateCardValuesOf(card: RateCard): RateCardValues {
  return {
    name: card.name,
    currency: card.currency,
    isDefault: card.isDefault,
    rates: Object.fromEntries(
      card.rates.map((rate) => [
        rate.roleId,
        { cost: hundredthsText(rate.costRate), price: hundredthsText(rate.priceRate) },
      ]),
    ),
  };
}

/**
 * The form as an API body: a rate for each offered role whose fields are filled, in the order the
 * roles are offered. Issues are named by the form's fields (`cost_rate.<role id>`), the domain's
 * `rates.<i>.cost_rate` turned back into them.
 */
function rateCardBody(form: FormFields, roles: readonly Role[]) {
  const values: RateCardValues = {
    name: form.text('name'),
    currency: form.text('currency').trim(),
    isDefault: form.checked('is_default'),
    rates: Object.fromEntries(
      roles.map((role) => [
        role.id,
        {
          cost: form.text(rateField('cost_rate', role.id)).trim(),
          price: form.text(rateField('price_rate', role.id)).trim(),
        },
      ]),
    ),
  };
  const issues: ValidationIssue[] = [];
  const rates: Record<string, unknown>[] = [];
  const rated: string[] = [];
  for (const role of roles) {
    const typed = values.rates[role.id] ?? { cost: '', price: '' };
    if (typed.cost === '' && typed.price === '') continue;
    const rate: Record<string, unknown> = { role_id: role.id };
    for (const [kind, text] of [
      ['cost_rate', typed.cost],
      ['price_rate', typed.price],
    ] as const) {
      const value = numberOf(text);
      if (value === null)
        issues.push({ path: [rateField(kind, role.id)], message: text === '' ? BOTH_RATES : AMOUNT_MESSAGE });
      else rate[kind] = value;
    }
    rates.push(rate);
    rated.push(role.id);
  }
  const body = { name: values.name, currency: values.currency, rates, is_default: values.isDefault };
  /** `rates.2.price_rate` → `price_rate.<role id>`; other paths as they are. */
  const named = (issue: ValidationIssue): ValidationIssue => {
    const [field, index, kind] = issue.path;
    const roleId = field === 'rates' ? rated[Number(index)] : undefined;
    return roleId && (kind === 'cost_rate' || kind === 'price_rate')
      ? { path: [rateField(kind, roleId)], message: issue.message }
      : issue;
  };
  return { values, body, issues, named };
}

/** The form's own issues, then the domain's for the fields it has not already refused. */
function checked<T>(
  built: ReturnType<typeof rateCardBody>,
  parse: (body: unknown) => { ok: true; value: T } | { ok: false; error: ValidationIssue[] },
): { values: RateCardValues; request: T | null; issues: ValidationIssue[] } {
  const { values, body, issues, named } = built;
  const parsed = parse(body);
  const taken = new Set(issues.map((issue) => issue.path[0]));
  const more = parsed.ok ? [] : parsed.error.map(named).filter((issue) => !taken.has(issue.path[0]));
  const all = [...issues, ...more];
  return { values, request: parsed.ok && all.length === 0 ? parsed.value : null, issues: all };
}

export function newRateCardFrom(form: FormFields, roles: readonly Role[]) {
  return checked<NewRateCardRequest>(rateCardBody(form, roles), parseNewRateCardRequest);
}

/** The edit form sends the whole card (its rates replace the card's). */
export function rateCardEditFrom(form: FormFields, roles: readonly Role[]) {
  return checked<RateCardEditRequest>(rateCardBody(form, roles), parseRateCardEditRequest);
}
