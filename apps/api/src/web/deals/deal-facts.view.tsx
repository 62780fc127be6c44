import { Fragment } from 'preact';
import type { DealDto } from '../../deals/deal.response.dto';
import { formatDate, formatDateTime } from '../views/format';
import { formatMoney, formatPercent, orDash } from './deal-format';
import { StatusBadge } from './status-badge';

/** Every field of the deal as the API represents it (DealDto, SPEC §2.2 and the additions). */
export function DealFields({ deal }: { deal: DealDto }) {
  const money = (amount: number | null) => formatMoney(amount, deal.currency);
  const rows: ReadonlyArray<[string, string]> = [
    ['Currency', deal.currency.toUpperCase()],
    ['Price', money(deal.price)],
    ['Cost', money(deal.cost)],
    ['Margin', formatPercent(deal.margin)],
    ['Target price', money(deal.target_price)],
    ['Target margin', formatPercent(deal.target_margin)],
    ['Probability', formatPercent(deal.probability)],
    ['Start', formatDate(deal.start)],
    ['End', formatDate(deal.end)],
    ['Due', formatDate(deal.due)],
    ['Owner', orDash(deal.owner_email)],
    ['Account', orDash(deal.account)],
    ['External id', orDash(deal.external_id)],
    ['Archived', deal.archived ? 'Yes' : 'No'],
    ['Created', formatDateTime(deal.created_at)],
    ['Last changed', formatDateTime(deal.updated_at)],
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
export function DealStages({ deal }: { deal: DealDto }) {
  const requested = [
    deal.requested_by_email && `by ${deal.requested_by_email}`,
    deal.requested_to_email && `of ${deal.requested_to_email}`,
  ].filter(Boolean);
  return (
    <dl class="facts">
      <dt>Status</dt>
      <dd>
        <StatusBadge status={deal.status} />
      </dd>
      <dt>Approval requested</dt>
      <dd>
        {formatDateTime(deal.pending_at)}
        {deal.pending_at !== null && requested.length > 0 && ` (${requested.join(', ')})`}
      </dd>
      <dt>Approved</dt>
      <dd>{formatDateTime(deal.approved_at)}</dd>
      <dt>Progressed</dt>
      <dd>{formatDateTime(deal.progressed_at)}</dd>
      <dt>Closed</dt>
      <dd>{formatDateTime(deal.closed_at)}</dd>
      {deal.closed_reason !== null && (
        <>
          <dt>Closed because</dt>
          <dd>{deal.closed_reason}</dd>
        </>
      )}
      {deal.redraft_reason !== null && (
        <>
          <dt>Sent back to draft because</dt>
          <dd>{deal.redraft_reason}</dd>
        </>
      )}
    </dl>
  );
}
