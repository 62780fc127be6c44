import type { Deal } from '../../deal/deal';
import type { DealEdit } from '../../deal/deal-edit';
import {
  currencyLockedMessage,
  ESTIMATED_FIELDS,
  FIGURES_FROM_ESTIMATES,
} from '../../pricing/estimated-figures';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';

/**
 * What a `PATCH /v1/deal/{id}` may not change on a priced deal (docs/pricing.md), each a 409 with
 * nothing written:
 * - price, cost or margin, once the deal has an estimate: its pricing computes them (sending them
 *   is refused even with the values they have, so a client learns the rule the first time);
 * - the currency, once the deal has a rate card: its copy of the card's rates is in that currency.
 * Each is read only when the edit sends such a field, so other edits cost no extra query.
 */
export async function checkPricedFields(
  repos: Pick<Repositories, 'estimates' | 'dealPricing'>,
  deal: Deal,
  edit: DealEdit,
): Promise<Result<void, DomainError>> {
  if (ESTIMATED_FIELDS.some((field) => edit[field] !== undefined)) {
    const estimates = await repos.estimates.listByDeal(deal.id);
    if (estimates.length > 0) return err({ kind: 'Conflict', message: FIGURES_FROM_ESTIMATES });
  }
  const currency = edit.currency?.toLowerCase();
  if (currency !== undefined && currency !== deal.currency) {
    const pricing = await repos.dealPricing.findByDeal(deal.id);
    if (pricing !== null) {
      return err({ kind: 'Conflict', message: currencyLockedMessage(pricing, deal.currency, currency) });
    }
  }
  return ok(undefined);
}
