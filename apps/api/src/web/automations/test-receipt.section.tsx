import type { FieldChange, TestReceiveReport } from '@deal/domain';
import { formatDateTime } from '../views/format';
import { triggerLabel } from './automation-labels';
import { dealPath } from './automation-paths';

/** The Test receive use case's receipt (SPEC §6.2), laid out to read. */
export function TestReceipt({ spaceId, report }: { spaceId: string; report: TestReceiveReport }) {
  const { automation, receipt, payload } = report;
  const changes = Object.entries(receipt.changes) as [string, FieldChange][];
  return (
    <section class="card" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">Receipt</h2>
      <p class="muted">Nothing was written.</p>
      <dl class="facts">
        <dt>Event received</dt>
        <dd>{receipt.received ? 'Yes' : 'No'}</dd>
        <dt>Trigger</dt>
        <dd>{triggerLabel(automation.trigger)}</dd>
        <dt>Conditions matched</dt>
        {/* The receipt has no conditions: webhook_received takes none (buildTestReceipt). */}
        <dd>No conditions to match: a received event is matched to a deal, not filtered.</dd>
        <dt>Deal matched</dt>
        <dd>
          {receipt.deal_matched && receipt.deal_id ? (
            <>
              Yes: <a href={dealPath(spaceId, receipt.deal_id)}>{receipt.deal_id}</a>
            </>
          ) : (
            'No'
          )}
        </dd>
      </dl>
      <h3>Warnings</h3>
      {receipt.warnings.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul class="warnings">
          {receipt.warnings.map((warning) => (
            <li key={warning}>Warning: {warning}</li>
          ))}
        </ul>
      )}
      <h3>Changes that would apply</h3>
      {changes.length === 0 ? (
        <p>None.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
              </tr>
            </thead>
            <tbody>
              {changes.map(([field, change]) => (
                <tr key={field}>
                  <td>{field}</td>
                  <td class="mono">{shown(field, change.from)}</td>
                  <td class="mono">{shown(field, change.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details>
        <summary>Payload as matched</summary>
        <pre>{JSON.stringify(payload, null, 2)}</pre>
      </details>
    </section>
  );
}

const DATE_FIELDS = new Set(['due', 'start']);

/** Values in their wire form, as the receipt has them (dates also readable); null as "(unset)". */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined) return '(unset)';
  if (DATE_FIELDS.has(field) && typeof value === 'number') return `${value} (${formatDateTime(value)})`;
  return JSON.stringify(value);
}
