import type { PricedDeal } from '@deal/domain';
import { toDealPricingDto } from '../deal-pricing.response.dto';
import type { PricingBody } from './pricing-body.cache';

/**
 * The bytes `res.json(toDealPricingDto(priced))` would send (Express's default JSON settings: no
 * replacer, no spaces, no escaping), with the ETag the app's `etag fn` gives them.
 */
export function pricingBody(
  priced: PricedDeal,
  etagOf: ((body: Buffer) => string | undefined) | undefined,
): PricingBody {
  const json = Buffer.from(JSON.stringify(toDealPricingDto(priced)), 'utf8');
  return { json, etag: etagOf?.(json) ?? null };
}
