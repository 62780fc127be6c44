import { sendWebhookActions, type Automation, type DeliveryLogEntry } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDateTime } from '../views/format';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { Layout } from '../views/layout';
import { Breadcrumbs } from './automation-parts';
import { automationPath, dealPath } from './automation-paths';

export interface DeliveriesPageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly automation: Automation;
  /** Newest first. */
  readonly deliveries: readonly DeliveryLogEntry[];
  readonly nextCursor: string | null;
  readonly manage: boolean;
  readonly redelivered: boolean;
  /** How many failed deliveries a Recover just queued again; null when none was asked. */
  readonly recovered: number | null;
  /** Why the Recover form was refused; null otherwise. */
  readonly recoverError: string | null;
}

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  held: 'Held (endpoint disabled)',
};
const STATUS_BADGES: Readonly<Record<string, string>> = {
  pending: 'pending',
  delivered: 'ok',
  failed: 'failed',
  held: 'pending',
};

/** The automation's delivery log: each delivery with every attempt, and Redeliver on failed ones. */
export function DeliveriesPage(props: DeliveriesPageProps) {
  const { web, spaceId, automation, deliveries, nextCursor } = props;
  const base = automationPath(spaceId, automation.id, '/deliveries');
  return (
    <Layout title={`Delivery log · ${automation.name}`} web={web} spaceId={spaceId}>
      <Breadcrumbs spaceId={spaceId} automation={automation} here="Delivery log" />
      <h1>Delivery log</h1>
      {props.redelivered && (
        <Notice tone="success">The delivery is queued again and will be sent shortly.</Notice>
      )}
      {props.recovered !== null && (
        <Notice tone="success">
          {props.recovered === 1
            ? '1 failed delivery is queued again and will be sent shortly.'
            : `${props.recovered} failed deliveries are queued again and will be sent shortly.`}
        </Notice>
      )}
      <p class="muted">Newest first. Send test leaves no trace here.</p>
      {props.manage && sendWebhookActions(automation).length > 0 && <RecoverForm {...props} />}
      {deliveries.length === 0 && <p>Nothing has been delivered yet.</p>}
      {deliveries.map((delivery) => (
        <DeliveryCard key={delivery.id} {...props} delivery={delivery} />
      ))}
      {nextCursor && (
        <p>
          <a href={`${base}?cursor=${encodeURIComponent(nextCursor)}`}>Older deliveries</a>
        </p>
      )}
    </Layout>
  );
}

/**
 * Recover (POST …/actions/{action_id}/recover): every delivery of an action that failed at or after
 * a time goes again, once. The time is UTC, as every time on these pages.
 */
function RecoverForm(props: DeliveriesPageProps) {
  const { web, spaceId, automation, recoverError } = props;
  const actions = sendWebhookActions(automation);
  const hint = 'UTC. Deliveries that failed at or after this time are queued again, each once.';
  const error = recoverError ?? undefined;
  return (
    <section class="card" aria-labelledby="recover-heading">
      <h2 id="recover-heading">Recover failed deliveries</h2>
      <PostForm web={web} action={automationPath(spaceId, automation.id, '/deliveries/recover')}>
        {actions.length === 1 ? (
          <input type="hidden" name="action_id" value={actions[0]?.id} />
        ) : (
          <Field id="recover-action" label="Endpoint">
            <select id="recover-action" name="action_id">
              {actions.map((action) => (
                <option key={action.id} value={action.id}>
                  {action.url}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="recover-since" label="Recover failed deliveries since" hint={hint} error={error}>
          <input
            type="datetime-local"
            id="recover-since"
            name="since"
            required
            aria-describedby={describedBy('recover-since', hint, error)}
            aria-invalid={error ? 'true' : undefined}
          />
        </Field>
        <button type="submit">Recover</button>
      </PostForm>
    </section>
  );
}

function DeliveryCard(props: DeliveriesPageProps & { delivery: DeliveryLogEntry }) {
  const { web, spaceId, automation, delivery, manage } = props;
  const headingId = `delivery-${delivery.id}`;
  return (
    <section class="card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {formatDateTime(delivery.createdAt)}{' '}
        <span class={`badge ${STATUS_BADGES[delivery.status] ?? ''}`}>
          {STATUS_LABELS[delivery.status] ?? delivery.status}
        </span>
      </h2>
      <dl class="facts">
        <dt>Delivery</dt>
        <dd class="mono">{delivery.id}</dd>
        <dt>Deal</dt>
        <dd>{delivery.dealId ? <a href={dealPath(spaceId, delivery.dealId)}>{delivery.dealId}</a> : '—'}</dd>
        <dt>Attempts</dt>
        <dd>{delivery.attempts.length}</dd>
        {delivery.nextAttemptAt !== null && (
          <>
            <dt>Next attempt</dt>
            <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
          </>
        )}
        {delivery.lastError && (
          <>
            <dt>Last error</dt>
            <dd>{delivery.lastError}</dd>
          </>
        )}
      </dl>
      {delivery.attempts.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Attempts of delivery {delivery.id}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Started</th>
                <th scope="col">Status code</th>
                <th scope="col">Error</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <td>{attempt.attemptNumber}</td>
                  <td>{toTheSecond(attempt.startedAt)}</td>
                  <td>{attempt.statusCode ?? 'no answer'}</td>
                  <td>{attempt.error ?? 'none'}</td>
                  <td>{`${attempt.durationMs} ms`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details>
        <summary>Payload</summary>
        <pre>{JSON.stringify(delivery.payload, null, 2)}</pre>
      </details>
      {manage && delivery.status === 'failed' && (
        <PostForm
          web={web}
          action={automationPath(
            spaceId,
            automation.id,
            `/deliveries/${encodeURIComponent(delivery.id)}/redeliver`,
          )}
        >
          <button type="submit">
            Redeliver<span class="visually-hidden"> delivery {delivery.id}</span>
          </button>
        </PostForm>
      )}
    </section>
  );
}

/** Attempts are seconds apart (retries after 1 s and 5 s), so their times show the seconds. */
function toTheSecond(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
