import type { DealVersion } from '@deal/domain';
import { formatDate, formatDateTime } from '../views/format';
import { StatusBadge } from './status-badge';
import { VERSIONS_SHOWN } from './deal-in-space';

/**
 * The deal's versions, newest first. A version is the deal as it was before a reschedule, so what
 * changed is read against the next newer state: the next version, or the deal as it is now.
 * Numbers count from the oldest, so they are shown only when every version is listed.
 */
export function DealVersions(props: {
  versions: readonly DealVersion[];
  complete: boolean;
  currentStart: number | null;
}) {
  const { versions, complete } = props;
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      {versions.length === 0 ? (
        <p class="muted">No versions yet: one is taken each time a deal past draft is rescheduled.</p>
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
                const after = index === 0 ? props.currentStart : (versions[index - 1]?.deal.start ?? null);
                return (
                  <tr key={version.id}>
                    <td>{complete ? `Version ${versions.length - index}` : '—'}</td>
                    <td class="deal-date">{formatDateTime(version.createdAt)}</td>
                    <td>
                      {version.reason === 'reschedule' ? 'Rescheduled' : version.reason}: start{' '}
                      {formatDate(version.deal.start)} → {formatDate(after)}
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
