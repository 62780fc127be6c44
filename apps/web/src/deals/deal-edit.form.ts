import { type Deal, type DealPatchRequest, parseDealPatchRequest, type ValidationIssue } from '@deal/domain';
import type { FormFields } from '../form-fields';
import {
  AMOUNT_MESSAGE,
  amountOf,
  amountText,
  DATE_MESSAGE,
  dateOf,
  dateText,
  PERCENT_MESSAGE,
  percentText,
  ratioOfPercent,
} from './deal-form-values';

type Kind = 'text' | 'amount' | 'percent' | 'date';

/**
 * The fields the deal page edits, by their names in the domain's `PATCH /v1/deal/{id}` body rules
 * (which the form is checked by), how each is typed, and the deal property it shows.
 */
export const DEAL_EDIT_FIELDS = {
  name: ['text', 'name'],
  price: ['amount', 'price'],
  cost: ['amount', 'cost'],
  target_price: ['amount', 'targetPrice'],
  target_margin: ['percent', 'targetMargin'],
  probability: ['percent', 'probability'],
  start: ['date', 'start'],
  end: ['date', 'end'],
  due: ['date', 'due'],
  account: ['text', 'account'],
  description: ['text', 'description'],
} as const satisfies Record<string, readonly [Kind, keyof Deal]>;

export type DealEditField = keyof typeof DEAL_EDIT_FIELDS;

/**
 * The fields a deal with estimates does not offer: its pricing computes price and cost (and so the
 * margin), and `PATCH /v1/deal/{id}` refuses them (docs/pricing.md).
 */
export const ESTIMATED_EDIT_FIELDS: ReadonlySet<DealEditField> = new Set(['price', 'cost']);
export type DealEditValues = Readonly<Record<DealEditField, string>>;

const FIELDS = Object.keys(DEAL_EDIT_FIELDS) as DealEditField[];

/** The form as the page fills it: the deal's current values as text. */
export function dealEditValuesOf(deal: Deal): DealEditValues {
  const text = (field: DealEditField): string => {
    const [kind, property] = DEAL_EDIT_FIELDS[field];
    const value = deal[property];
    switch (kind) {
      case 'amount':
        return amountText(value as number | null);
      case 'percent':
        return percentText(value as number | null);
      case 'date':
        return dateText(value as number | null);
      default:
        return (value as string | null) ?? '';
    }
  };
  return Object.fromEntries(FIELDS.map((field) => [field, text(field)])) as DealEditValues;
}

/**
 * The form as the body of `PATCH /v1/deal/{id}`, checked by the domain's rules for that body. Only
 * the fields whose text differs from what the page showed are sent, so a date stored at another
 * time of day than midnight is not moved by saving another field. An emptied field clears it
 * (`null`); an emptied name is the domain's "must not be blank". For a deal with estimates
 * (`priced`) the form has no price or cost: left out, they are not sent; a form that still carries
 * them (one opened before the first estimate) sends them, and the domain refuses them.
 */
export function dealPatchFrom(
  form: FormFields,
  deal: Deal,
  priced = false,
): { values: DealEditValues; request: DealPatchRequest | null; issues: ValidationIssue[] } {
  const shown = dealEditValuesOf(deal);
  const typed = (field: DealEditField): string => {
    const raw = form.text(field).replace(/\r\n/g, '\n');
    return field === 'name' || field === 'description' ? raw : raw.trim();
  };
  const values = Object.fromEntries(FIELDS.map((field) => [field, typed(field)])) as DealEditValues;
  const issues: ValidationIssue[] = [];
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const text = values[field];
    if (text === shown[field]) continue;
    if (priced && ESTIMATED_EDIT_FIELDS.has(field) && !form.checked(field)) continue;
    const [kind] = DEAL_EDIT_FIELDS[field];
    if (field === 'name' || (kind === 'text' && text.trim() !== '')) {
      body[field] = text;
      continue;
    }
    if (text.trim() === '') {
      body[field] = null;
      continue;
    }
    const [value, message] =
      kind === 'amount'
        ? [amountOf(text), AMOUNT_MESSAGE]
        : kind === 'percent'
          ? [ratioOfPercent(text), PERCENT_MESSAGE]
          : [dateOf(text), DATE_MESSAGE];
    if (value === null) issues.push({ path: [field], message });
    else body[field] = value;
  }
  const parsed = parseDealPatchRequest(body);
  if (!parsed.ok) issues.push(...parsed.error);
  return { values, request: parsed.ok && issues.length === 0 ? parsed.value : null, issues };
}
