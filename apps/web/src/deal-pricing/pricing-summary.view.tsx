import { scaledRounded, type PricedDeal } from '@deal/domain';
import { marginText, moneyText, percentTextOfBasisPoints, pointsText, signedMoneyText } from './pricing-text';

/** Whether the deal's margin is under its target margin (no flag without a target or a margin). */
export const underTarget = (priced: PricedDeal): boolean =>
  priced.variance.margin !== null && priced.variance.margin < 0n;

export const UNDER_TARGET = 'Margin under target';

/**
 * The figures of `GET /v1/deal/{id}/pricing` in words: subtotal, discount, price, cost, margin, the
 * targets and the variance. A margin under its target is flagged in text (a "Margin under target"
 * badge and sentence), never by colour alone.
 */
export function PricingSummary({ priced }: { priced: PricedDeal }) {
  const { deal, price, variance } = priced;
  const money = (amount: bigint) => moneyText(amount, deal.currency);
  const discount = priced.pricing?.discount ?? 0;
  const targetPrice = deal.targetPrice === null ? null : scaledRounded(deal.targetPrice, 2);
  const targetMargin = deal.targetMargin === null ? null : scaledRounded(deal.targetMargin, 4);
  const under = underTarget(priced);
  return (
    <div class={under ? 'card pricing-summary under-target' : 'card pricing-summary'}>
      <h3 id="pricing-summary-title">Pricing summary</h3>
      {under && variance.margin !== null && (
        <p class="flag" role="status">
          <span class="badge failed">⚠ {UNDER_TARGET}</span> The margin is {marginText(price.margin)}, under
          the target of {marginText(targetMargin)} by {pointsText(-variance.margin).replace(/^\+/, '')}.
        </p>
      )}
      <dl class="facts" aria-labelledby="pricing-summary-title">
        <dt>Subtotal</dt>
        <dd>{money(price.subtotal)}</dd>
        <dt>Discount ({percentTextOfBasisPoints(discount)}%)</dt>
        <dd>{price.discountAmount === 0n ? money(0n) : `−${money(price.discountAmount)}`}</dd>
        <dt>Price</dt>
        <dd>
          <strong>{money(price.price)}</strong>
        </dd>
        <dt>Cost</dt>
        <dd>{money(price.cost)}</dd>
        <dt>Margin</dt>
        <dd>
          {marginText(price.margin)}
          {under && <span class="badge failed"> under target</span>}
        </dd>
        <dt>Target price</dt>
        <dd>{targetPrice === null ? '—' : money(targetPrice)}</dd>
        <dt>Price against target</dt>
        <dd>{variance.price === null ? '—' : signedMoneyText(variance.price, deal.currency)}</dd>
        <dt>Target margin</dt>
        <dd>{marginText(targetMargin)}</dd>
        <dt>Margin against target</dt>
        <dd>{variance.margin === null ? '—' : pointsText(variance.margin)}</dd>
      </dl>
    </div>
  );
}
