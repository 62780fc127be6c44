import type { Deal, DealVersion } from '@deal/domain';
import { formatDate, formatDateTime } from '../views/format';
import { formatMoney } from './deal-format';
import { StatusBadge } from './status-badge';
import { VERSIONS_SHOWN } from './deal-in-space';

/**
 * The deal's versions, newest first. A version is the deal as it was before a reschedule or a
 * pricing change, so what changed is read against the next newer state: the next version, or the
 * deal as it is now (its start, or its price). Numbers count from the oldest, so they are shown
 * only when every version is listed.
 */
export function DealVersions(props: {
  versions: readonly DealVersion[];
  complete: boolean;
  current: Pick<Deal, 'start' | 'price' | 'currency'>;
}) {
  const { versions, complete } = props;
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      {versions.length === 0 ? (
        <p class="muted">
          No versions yet: one is taken each time a deal past draft is rescheduled or its pricing changes.
        </p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Taken</th>
                <th scope="col">What changed</th>
                <th scope="col">Status then</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version, index) => {
                const after = index === 0 ? props.current : (versions[index - 1]?.deal ?? props.current);
                const money = (amount: number | null) => formatMoney(amount, version.deal.currency);
                return (
                  <tr key={version.id}>
                    <td>{complete ? `Version ${versions.length - index}` : '—'}</td>
                    <td class="deal-date">{formatDateTime(version.createdAt)}</td>
                    <td>
                      {version.reason === 'reschedule'
                        ? `Rescheduled: start ${formatDate(version.deal.start)} → ${formatDate(after.start)}`
                        : `Pricing changed: price ${money(version.deal.price)} → ${money(after.price)}, ` +
                          `${version.estimates.length} estimate${version.estimates.length === 1 ? '' : 's'} before`}
                    </td>
                    <td>
                      <StatusBadge status={version.deal.status} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {!complete && (
        <p class="hint">
          Showing the {VERSIONS_SHOWN} newest versions; the API lists them all ({'GET /v1/deal/{id}/versions'}
          ).
        </p>
      )}
    </section>
  );
}
