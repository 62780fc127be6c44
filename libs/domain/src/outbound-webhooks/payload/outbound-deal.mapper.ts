import { dealMargin, type Deal } from '../../deal/deal';
import { roundDecimal } from './decimal.rounding';
import { dealUrl } from './deal-url';
import type { OutboundDeal } from './outbound-deal';

const money = (value: number | null) => (value === null ? undefined : roundDecimal(value, 2));
const ratio = (value: number | null) => (value === null ? undefined : roundDecimal(value, 4));
const isoDate = (ms: number | null) => (ms === null ? undefined : new Date(ms).toISOString());
const text = (value: string | null) => (value === null ? undefined : value);

/** Drops the keys whose value is undefined, so an unset field is absent rather than `null` (CONTRACT §4). */
function withoutUnset<T extends object>(record: T): T {
  // A plain copy loop: every deal change maps two deals, and this is half the cost of the
  // entries/filter/fromEntries chain it replaced (and keeps the object out of dictionary mode).
  const kept = {} as Record<string, unknown>;
  for (const key in record) {
    const value = record[key];
    if (value !== undefined) kept[key] = value;
  }
  return kept as T;
}

/**
 * The SPEC §2.3 representation: money to 2 decimals, margin and probability to 4, dates as ISO 8601
 * UTC strings, lower-case currency; unset values (null, or an empty price for margin) are omitted.
 * An empty string is a set value and is kept: only null means unset in `Deal`.
 */
export function toOutboundDeal(deal: Deal, appUrl: string): OutboundDeal {
  return withoutUnset<OutboundDeal>({
    id: deal.id,
    url: dealUrl(appUrl, deal.spaceId, deal.id),
    name: deal.name,
    status: deal.status,
    price: money(deal.price),
    cost: money(deal.cost),
    currency: deal.currency.toLowerCase(),
    margin: ratio(dealMargin(deal)),
    target_price: money(deal.targetPrice),
    probability: ratio(deal.probability),
    start: isoDate(deal.start),
    end: isoDate(deal.end),
    due: isoDate(deal.due),
    description: text(deal.description),
    redraft_reason: text(deal.redraftReason),
    closed_reason: text(deal.closedReason),
    // The owner's email stays inside the service: receivers get what SPEC §2.3 lists, id and name.
    owner: deal.owner === null ? undefined : { id: deal.owner.id, name: deal.owner.name },
  });
}
