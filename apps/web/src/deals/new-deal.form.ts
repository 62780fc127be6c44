import { parseNewDealRequest, type NewDealRequest, type ValidationIssue } from '@deal/domain';
import type { FormFields } from '../form-fields';
import { AMOUNT_MESSAGE, amountOf, DATE_MESSAGE, dateOf } from './deal-form-values';

/** The new-deal form as typed, kept to fill the form again after a refusal. */
export interface NewDealValues {
  readonly name: string;
  readonly currency: string;
  readonly price: string;
  readonly start: string;
  readonly end: string;
  readonly due: string;
}

export const BLANK_NEW_DEAL: NewDealValues = {
  name: '',
  currency: '',
  price: '',
  start: '',
  end: '',
  due: '',
};

const DATE_FIELDS = ['start', 'end', 'due'] as const;

/**
 * The form as the body of `POST /v1/deals`, checked by the domain's rules for that body, so a form
 * and the API refuse the same input with the same words. Only turning text into numbers is the
 * form's own job: an amount and calendar dates (00:00 UTC, as the API's dates are). An empty field
 * is left out, so the API's defaults apply (the space's currency, the caller as owner).
 */
export function newDealRequestFrom(
  form: FormFields,
  spaceId: string,
): { values: NewDealValues; request: NewDealRequest | null; issues: ValidationIssue[] } {
  const values: NewDealValues = {
    name: form.text('name'),
    currency: form.text('currency').trim(),
    price: form.text('price').trim(),
    start: form.text('start').trim(),
    end: form.text('end').trim(),
    due: form.text('due').trim(),
  };
  const issues: ValidationIssue[] = [];
  const body: Record<string, unknown> = { space: spaceId, name: values.name };
  if (values.currency) body['currency'] = values.currency;
  if (values.price) {
    const price = amountOf(values.price);
    if (price === null) issues.push({ path: ['price'], message: AMOUNT_MESSAGE });
    else body['price'] = price;
  }
  for (const field of DATE_FIELDS) {
    if (!values[field]) continue;
    const date = dateOf(values[field]);
    if (date === null) issues.push({ path: [field], message: DATE_MESSAGE });
    else body[field] = date;
  }
  const parsed = parseNewDealRequest(body);
  if (!parsed.ok) issues.push(...parsed.error);
  return { values, request: parsed.ok && issues.length === 0 ? parsed.value : null, issues };
}
