import type { DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import type { Deal, DealOwner } from './deal';
import { checkEditable } from './deal-editability';
import type { Phase } from './phase';
import { movesPhases, phaseRangeIssue } from './phase-date-range.rule';

/**
 * A change to a deal's own fields, as the application makes it (status moves go through
 * `transition`, schedule moves through reschedule). A property left out stays as it is; `null`
 * clears it. `margin` is not stored: it sets `cost` from the resulting price.
 */
export interface DealEdit {
  readonly name?: string;
  readonly currency?: string;
  readonly price?: number | null;
  readonly cost?: number | null;
  readonly margin?: number | null;
  readonly probability?: number | null;
  readonly targetPrice?: number | null;
  readonly targetMargin?: number | null;
  readonly start?: number | null;
  readonly end?: number | null;
  readonly due?: number | null;
  readonly description?: string | null;
  readonly account?: string | null;
  readonly externalId?: string | null;
  readonly owner?: DealOwner | null;
  readonly archived?: boolean;
}

export interface DealEditOutcome {
  readonly deal: Deal;
  /** False when every sent value equals the current one: nothing to write, `updatedAt` kept. */
  readonly changed: boolean;
}

/** The properties a DealEdit writes as they are (margin and owner have rules of their own). */
const PLAIN = [
  'name',
  'currency',
  'price',
  'cost',
  'probability',
  'targetPrice',
  'targetMargin',
  'start',
  'end',
  'due',
  'description',
  'account',
  'externalId',
  'archived',
] as const;

/**
 * Applies an edit (CONTRACT §2 PATCH /v1/deal/{id}). A pending deal is read-only; an archived deal
 * accepts only the edit that unarchives it. Issues use the API's field names. `phases` are the
 * deal's own (needed only when the edit `movesPhases`): its relative phases follow a new start, so
 * a start that would carry one outside the deal date range is refused, naming `start`
 * (phase-date-range.rule.ts).
 */
export function applyDealEdit(
  deal: Deal,
  edit: DealEdit,
  now: number,
  phases: readonly Phase[],
): Result<DealEditOutcome, DomainError> {
  const editable = checkEditable(deal);
  if (!editable.ok) return editable;
  if (deal.archived && edit.archived !== false) return err({ kind: 'DealArchived' });

  const issues: ValidationIssue[] = [];
  const next: Record<string, unknown> = { ...deal };
  for (const property of PLAIN) {
    const value = edit[property];
    if (value !== undefined) next[property] = property === 'currency' ? String(value).toLowerCase() : value;
  }
  if (edit.owner !== undefined) next['owner'] = edit.owner;
  if (edit.margin !== undefined) {
    if (edit.cost !== undefined) issues.push({ path: ['margin'], message: 'cannot be sent with cost' });
    const price = next['price'] as number | null;
    if (edit.margin !== null && price === null) issues.push({ path: ['margin'], message: 'needs a price' });
    else next['cost'] = edit.margin === null || price === null ? null : costForMargin(price, edit.margin);
  }
  const candidate = next as unknown as Deal;
  if (candidate.start !== null && candidate.end !== null && candidate.end < candidate.start) {
    issues.push({ path: ['end'], message: 'must not be before start' });
  }
  if (movesPhases(deal.start, candidate.start)) {
    const outside = phaseRangeIssue(phases, candidate.start, 'start');
    if (outside) issues.push(outside);
  }
  if (issues.length) return err({ kind: 'Validation', issues });

  const changed =
    PLAIN.some((property) => candidate[property] !== deal[property]) ||
    candidate.owner?.id !== deal.owner?.id;
  return ok({ deal: changed ? { ...candidate, updatedAt: now } : deal, changed });
}

/** cost = price × (1 − margin), in whole cents, so the stored money stays exact. */
function costForMargin(price: number, margin: number): number {
  return Math.round(price * (1 - margin) * 100) / 100;
}

/** A fresh draft deal with nothing set but its identity; fields arrive through `applyDealEdit`. */
export function newDraftDeal(fields: {
  id: string;
  spaceId: string;
  name: string;
  currency: string;
  now: number;
}): Deal {
  return {
    id: fields.id,
    spaceId: fields.spaceId,
    name: fields.name,
    status: 'draft',
    currency: fields.currency.toLowerCase(),
    price: null,
    cost: null,
    probability: null,
    targetPrice: null,
    targetMargin: null,
    archived: false,
    description: null,
    account: null,
    externalId: null,
    owner: null,
    start: null,
    end: null,
    due: null,
    pendingAt: null,
    approvedAt: null,
    progressedAt: null,
    closedAt: null,
    redraftReason: null,
    closedReason: null,
    requestedByEmail: null,
    requestedToEmail: null,
    createdAt: fields.now,
    updatedAt: fields.now,
    revision: 1,
  };
}
