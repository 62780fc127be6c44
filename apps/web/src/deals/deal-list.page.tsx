import type { Deal } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDate } from '../views/format';
import { Layout } from '../views/layout';
import { formatMoney } from './deal-format';
import { dealPath, dealsPath } from './deal-paths';
import { StatusBadge } from './status-badge';

export interface DealListPageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly spaceName: string;
  readonly deals: readonly Deal[];
  /** `next_cursor` of this page, as the API gives it; null on the last page. */
  readonly nextCursor: string | null;
  /** Whether this is a later page (a "First page" link leads back). */
  readonly later: boolean;
}

/** One page of a space's deals, oldest first like `GET /v1/deals`, each linking to its page. */
export function DealListPage({ web, spaceId, spaceName, deals, nextCursor, later }: DealListPageProps) {
  const base = dealsPath(spaceId);
  return (
    <Layout title={`Deals · ${spaceName}`} web={web} spaceId={spaceId}>
      <h1>Deals in {spaceName}</h1>
      <p class="actions">
        <a class="button" href={`${base}/new`}>
          New deal
        </a>
      </p>
      {deals.length === 0 ? (
        <p>{later ? 'No more deals.' : 'This space has no deals yet.'}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Deal</th>
                <th scope="col">Status</th>
                <th scope="col">Start</th>
                <th scope="col">End</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {deals.map((deal) => (
                <tr key={deal.id}>
                  <td>
                    <a href={dealPath(spaceId, deal.id)}>{deal.name}</a>
                    {deal.archived && <span class="muted"> (archived)</span>}
                  </td>
                  <td>
                    <StatusBadge status={deal.status} />
                  </td>
                  <td class="deal-date">{formatDate(deal.start)}</td>
                  <td class="deal-date">{formatDate(deal.end)}</td>
                  <td>{formatMoney(deal.price, deal.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(later || nextCursor) && (
        <nav aria-label="Pages of deals" class="actions">
          {later && <a href={base}>First page</a>}
          {nextCursor && <a href={`${base}?cursor=${encodeURIComponent(nextCursor)}`}>Next page</a>}
        </nav>
      )}
    </Layout>
  );
}
