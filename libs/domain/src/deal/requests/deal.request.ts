import type { Result } from '../../shared/result';
import {
  isString,
  minLength,
  maxLength,
  oneOf,
  parseFields,
  type FieldRules,
} from '../../shared/field-rules';
import type { ValidationIssue } from '../../shared/validation-issue';
import type { DealEdit } from '../deal-edit';
import { DEAL_STATUSES, type DealStatus } from '../deal-status';
import {
  booleanRule,
  currencyRule,
  DEAL_NAME_MAX_LENGTH,
  DEAL_TEXT_MAX_LENGTH,
  emailRule,
  instantRule,
  moneyRule,
  nameRule,
  ratioRule,
  textRule,
} from './deal-field.rules';

/**
 * The bodies of the deal routes (`POST /v1/deals`, `PATCH /v1/deal/{id}`, phases, status), checked
 * here once for the API and the web pages alike. Keys are the API's snake_case names; the result
 * is the use case's input. Every refusal is a list of SPEC §7 issues, each naming its field.
 */

/** The deal fields a client may set on create and on edit; `null` clears one. */
const DEAL_FIELDS = {
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

export const NEW_DEAL_RULES = {
  space: { presence: 'required', type: isString, checks: [minLength(1)] },
  name: nameRule('required'),
  currency: currencyRule,
  ...DEAL_FIELDS,
} satisfies FieldRules;

export const DEAL_PATCH_RULES = {
  name: nameRule('optional'),
  currency: currencyRule,
  archived: booleanRule('optional'),
  ...DEAL_FIELDS,
} satisfies FieldRules;

export const NEW_PHASE_RULES = {
  name: nameRule('required'),
  start: instantRule('required'),
  end: instantRule('required'),
  pinned: booleanRule('required'),
} satisfies FieldRules;

/** An edit of a phase: the fields of a new one, each optional; only those sent change. */
export const PHASE_PATCH_RULES = {
  name: nameRule('optional'),
  start: instantRule('optional'),
  end: instantRule('optional'),
  pinned: booleanRule('optional'),
} satisfies FieldRules;

export const STATUS_REASON_MAX_LENGTH = 2000;

export const STATUS_MOVE_RULES = {
  status: {
    presence: 'required',
    checks: [oneOf(DEAL_STATUSES, `must be one of ${DEAL_STATUSES.join(', ')}`)],
  },
  reason: {
    presence: 'nullable',
    type: isString,
    checks: [maxLength(STATUS_REASON_MAX_LENGTH), minLength(1)],
  },
  requested_to: emailRule,
} satisfies FieldRules;

type Body = Readonly<Record<string, unknown>>;
type Parsed<T> = Result<T, ValidationIssue[]>;

export interface NewDealRequest {
  readonly spaceId: string;
  readonly name: string;
  readonly currency?: string;
  /** Left out: the calling user (none for a space key). `null`: no owner. */
  readonly ownerEmail?: string | null;
  readonly fields: Omit<DealEdit, 'name' | 'currency' | 'owner' | 'archived'>;
}

export interface DealPatchRequest {
  readonly fields: Omit<DealEdit, 'owner'>;
  /** Left out: the owner stays. `null`: no owner. */
  readonly ownerEmail?: string | null;
}

export interface NewPhaseRequest {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly pinned: boolean;
}

export type PhasePatchRequest = Partial<NewPhaseRequest>;

export interface StatusMoveRequest {
  readonly to: DealStatus;
  readonly reason: string | null;
  /** Lower-cased; whom approval is asked of on a move to pending. */
  readonly requestedToEmail: string | null;
}

/** `POST /v1/deals`. */
export function parseNewDealRequest(body: unknown): Parsed<NewDealRequest> {
  return parseFields(body, NEW_DEAL_RULES, (fields) => ({
    spaceId: fields['space'] as string,
    name: fields['name'] as string,
    ...(sent(fields, { currency: 'currency', owner_email: 'ownerEmail' }) as Partial<NewDealRequest>),
    fields: sent(fields, DEAL_FIELD_NAMES),
  }));
}

/** `PATCH /v1/deal/{id}`: only the fields sent change. */
export function parseDealPatchRequest(body: unknown): Parsed<DealPatchRequest> {
  return parseFields(body, DEAL_PATCH_RULES, (fields) => ({
    fields: sent(fields, { ...DEAL_FIELD_NAMES, name: 'name', currency: 'currency', archived: 'archived' }),
    ...(sent(fields, { owner_email: 'ownerEmail' }) as Partial<DealPatchRequest>),
  }));
}

/** `POST /v1/deal/{id}/phases`. */
export function parseNewPhaseRequest(body: unknown): Parsed<NewPhaseRequest> {
  return parseFields(body, NEW_PHASE_RULES, (fields) => ({
    name: fields['name'] as string,
    start: fields['start'] as number,
    end: fields['end'] as number,
    pinned: fields['pinned'] as boolean,
  }));
}

/** `PATCH /v1/deal/{id}/phases/{phase_id}`: only the fields sent change. */
export function parsePhasePatchRequest(body: unknown): Parsed<PhasePatchRequest> {
  return parseFields(body, PHASE_PATCH_RULES, (fields) =>
    sent(fields, { name: 'name', start: 'start', end: 'end', pinned: 'pinned' }),
  );
}

/** `POST /v1/deal/{id}/status`. */
export function parseStatusMoveRequest(body: unknown): Parsed<StatusMoveRequest> {
  return parseFields(body, STATUS_MOVE_RULES, (fields) => ({
    to: fields['status'] as DealStatus,
    reason: (fields['reason'] as string | null | undefined) ?? null,
    requestedToEmail: (fields['requested_to'] as string | null | undefined)?.toLowerCase() ?? null,
  }));
}

/** The API's snake_case names of the plain deal fields, and their names in a DealEdit. */
const DEAL_FIELD_NAMES = {
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
function sent(fields: Body, names: Readonly<Record<string, string>>): Record<string, never> {
  const picked = Object.entries(names)
    .filter(([key]) => fields[key] !== undefined)
    .map(([key, as]) => [as, fields[key]]);
  return Object.fromEntries(picked) as Record<string, never>;
}
