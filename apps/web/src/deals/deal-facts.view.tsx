import { type Deal, dealMargin } from '@deal/domain';
import { Fragment } from 'preact';
import { formatDate, formatDateTime } from '../views/format';
import { formatMoney, formatPercent, orDash } from './deal-format';
import { StatusBadge } from './status-badge';

/** Every field of the deal as the API represents it (Deal, SPEC §2.2 and the additions). */
export function DealFields({ deal }: { deal: Deal }) {
  const money = (amount: number | null) => formatMoney(amount, deal.currency);
  const rows: ReadonlyArray<[string, string]> = [
    ['Currency', deal.currency.toUpperCase()],
    ['Price', money(deal.price)],
    ['Cost', money(deal.cost)],
    ['Margin', formatPercent(dealMargin(deal))],
    ['Target price', money(deal.targetPrice)],
    ['Target margin', formatPercent(deal.targetMargin)],
    ['Probability', formatPercent(deal.probability)],
    ['Start', formatDate(deal.start)],
    ['End', formatDate(deal.end)],
    ['Due', formatDate(deal.due)],
    ['Owner', orDash(deal.owner?.email ?? null)],
    ['Account', orDash(deal.account)],
    ['External id', orDash(deal.externalId)],
    ['Archived', deal.archived ? 'Yes' : 'No'],
    ['Created', formatDateTime(deal.createdAt)],
    ['Last changed', formatDateTime(deal.updatedAt)],
    ['Deal id', deal.id],
  ];
  return (
    <section class="card" aria-labelledby="fields-title">
      <h2 id="fields-title">Fields</h2>
      <dl class="facts">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd class={label === 'Deal id' ? 'mono' : undefined}>{value}</dd>
          </Fragment>
        ))}
        <dt>Description</dt>
        <dd class="deal-description">{orDash(deal.description)}</dd>
      </dl>
    </section>
  );
}

/** The status and the date each stage was reached, with who asked and why it moved back or closed. */
export function DealStages({ deal }: { deal: Deal }) {
  const requested = [
    deal.requestedByEmail && `by ${deal.requestedByEmail}`,
    deal.requestedToEmail && `of ${deal.requestedToEmail}`,
  ].filter(Boolean);
  return (
    <dl class="facts">
      <dt>Status</dt>
      <dd>
        <StatusBadge status={deal.status} />
      </dd>
      <dt>Approval requested</dt>
      <dd>
        {formatDateTime(deal.pendingAt)}
        {deal.pendingAt !== null && requested.length > 0 && ` (${requested.join(', ')})`}
      </dd>
      <dt>Approved</dt>
      <dd>{formatDateTime(deal.approvedAt)}</dd>
      <dt>Progressed</dt>
      <dd>{formatDateTime(deal.progressedAt)}</dd>
      <dt>Closed</dt>
      <dd>{formatDateTime(deal.closedAt)}</dd>
      {deal.closedReason !== null && (
        <>
          <dt>Closed because</dt>
          <dd>{deal.closedReason}</dd>
        </>
      )}
      {deal.redraftReason !== null && (
        <>
          <dt>Sent back to draft because</dt>
          <dd>{deal.redraftReason}</dd>
        </>
      )}
    </dl>
  );
}
