import { parseDealPatchRequest, type DealPatchRequest, type ValidationIssue } from '@deal/domain';
import type { DealDto } from '../../deals/deal.response.dto';
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

/** The fields the deal page edits, by their API names, and how each is typed. */
export const DEAL_EDIT_FIELDS = {
  name: 'text',
  price: 'amount',
  cost: 'amount',
  target_price: 'amount',
  target_margin: 'percent',
  probability: 'percent',
  start: 'date',
  end: 'date',
  due: 'date',
  account: 'text',
  description: 'text',
} as const satisfies Record<string, Kind>;

export type DealEditField = keyof typeof DEAL_EDIT_FIELDS;
export type DealEditValues = Readonly<Record<DealEditField, string>>;

const FIELDS = Object.keys(DEAL_EDIT_FIELDS) as DealEditField[];

/** The form as the page fills it: the deal's current values as text. */
export function dealEditValuesOf(deal: DealDto): DealEditValues {
  const text = (field: DealEditField): string => {
    const value = deal[field];
    switch (DEAL_EDIT_FIELDS[field]) {
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
 * (`null`); an emptied name is the domain's "must not be blank".
 */
export function dealPatchFrom(
  form: FormFields,
  deal: DealDto,
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
    const kind = DEAL_EDIT_FIELDS[field];
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
