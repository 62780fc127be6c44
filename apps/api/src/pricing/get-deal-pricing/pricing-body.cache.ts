import type { PricingAnswerCache } from '@deal/domain';

/** A pricing answer as it goes on the wire: the JSON bytes, and the ETag Express would give them. */
export interface PricingBody {
  readonly json: Buffer;
  /** Null when the app generates no ETag. */
  readonly etag: string | null;
}

/** Bytes of JSON kept at most, all deals together: a 2,000-line deal's answer is about 0.5 MB. */
export const PRICING_BODY_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * GET /v1/deal/{id}/pricing's bodies, one per deal (its latest revision seen), least recently used
 * out first once they hold more than `maxBytes`. The answer of 2,000 lines is ~0.5 MB of JSON whose
 * building and serialising were most of the route's CPU (docs/performance.md, "Issue 25's pricing
 * goals, second pass"); a deal is read far more often than it changes. Correct across api
 * instances: the revision is read from the database on every request (readDealPricingAnswer).
 */
export class PricingBodyCache implements PricingAnswerCache<PricingBody> {
  /** Map order is recency: a hit moves its deal to the end, eviction takes from the start. */
  private readonly byDeal = new Map<string, { readonly revision: number; readonly body: PricingBody }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number = PRICING_BODY_CACHE_BYTES) {}

  get(dealId: string, revision: number): PricingBody | undefined {
    const entry = this.byDeal.get(dealId);
    if (entry === undefined || entry.revision !== revision) return undefined;
    this.byDeal.delete(dealId);
    this.byDeal.set(dealId, entry);
    return entry.body;
  }

  set(dealId: string, revision: number, body: PricingBody): void {
    const current = this.byDeal.get(dealId);
    // A slower reader must not put back an older revision over a newer one.
    if (current !== undefined && current.revision > revision) return;
    this.remove(dealId);
    if (body.json.length > this.maxBytes) return;
    this.byDeal.set(dealId, { revision, body });
    this.bytes += body.json.length;
    for (const oldest of this.byDeal.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Bytes of JSON held now. */
  get size(): number {
    return this.bytes;
  }

  private remove(dealId: string): void {
    const entry = this.byDeal.get(dealId);
    if (entry === undefined) return;
    this.byDeal.delete(dealId);
    this.bytes -= entry.body.json.length;
  }
}
