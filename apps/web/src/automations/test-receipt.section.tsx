import type { FieldChange, TestReceiveReport } from '@deal/domain';
import { formatDateTime } from '../views/format';
import { conditionText, triggerLabel } from './automation-labels';
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
        <dd>
          {automation.trigger !== 'webhook_received' ? (
            'Not tested: this automation’s conditions are about a deal change.'
          ) : receipt.conditions.length === 0 ? (
            'None: every received event applies.'
          ) : (
            <ul class="list-plain">
              {receipt.conditions.map(({ condition, matched }, n) => (
                <li key={n}>
                  {matched ? 'Matched' : 'Not matched'}: {conditionText(condition)}
                </li>
              ))}
            </ul>
          )}
        </dd>
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
        <dt>Would apply</dt>
        <dd>{receipt.would_apply ? 'Yes' : `No: ${notApplied(receipt)}`}</dd>
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

/** Why the live call would apply nothing, in the order the live call checks. */
function notApplied(receipt: TestReceiveReport['receipt']): string {
  if (!receipt.deal_matched) return 'no deal matched';
  if (receipt.conditions.some((result) => !result.matched)) return 'a condition did not match';
  return 'no Update Deal action is mapped';
}

const DATE_FIELDS = new Set(['due', 'start']);

/** Values in their wire form, as the receipt has them (dates also readable); null as "(unset)". */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined) return '(unset)';
  if (DATE_FIELDS.has(field) && typeof value === 'number') return `${value} (${formatDateTime(value)})`;
  return JSON.stringify(value);
}
