import { endpointDisabledReason, HEALTHY_ENDPOINT_STATE, type SendWebhookAction } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDateTime } from '../views/format';
import { Notice, PostForm } from '../views/forms';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A Send Webhook endpoint's health on the automation page (docs/automations.md "Endpoint health"):
 * for a disabled endpoint, why and since when, and for owners and admins the Re-enable form
 * (optionally queueing the held deliveries again); for a failing one, how long it has failed.
 */
export function EndpointHealth(props: {
  web: WebContext;
  action: SendWebhookAction;
  manage: boolean;
  enableAction: string;
}) {
  const { action } = props;
  // An action not read back from storage yet has no recorded health: it is healthy.
  const endpoint = action.endpoint ?? HEALTHY_ENDPOINT_STATE;
  if (endpoint.disabledAt === null) {
    if (endpoint.consecutiveFailures === 0 || endpoint.failingSince === null) return null;
    return (
      <p class="muted endpoint-failing">
        Failing since {formatDateTime(endpoint.failingSince)}:{' '}
        {plural(endpoint.consecutiveFailures, 'failed delivery', 'failed deliveries')} in a row
        {endpoint.lastError && ` (last error: ${endpoint.lastError})`}.
      </p>
    );
  }
  const held = endpoint.heldDeliveries;
  const checkId = `redeliver-${action.id}`;
  return (
    <Notice tone="error">
      <p>
        <strong>
          This endpoint is disabled
          {` since ${formatDateTime(endpoint.disabledAt)}`}.
        </strong>{' '}
        Its deliveries are kept but not sent ({plural(held, 'delivery', 'deliveries')} held).
      </p>
      <p class="endpoint-reason">Why: it {endpointDisabledReason(endpoint)}.</p>
      {props.manage && (
        <PostForm web={props.web} action={props.enableAction} class="endpoint-enable">
          {held > 0 && (
            <div class="check">
              <input type="checkbox" id={checkId} name="redeliver_held" value="1" />
              <label for={checkId}>
                Redeliver the {plural(held, 'held delivery', 'held deliveries')} (otherwise they are marked
                failed and can be redelivered one by one from the delivery log)
              </label>
            </div>
          )}
          <button type="submit" class="secondary">
            Re-enable<span class="visually-hidden"> the webhook to {action.url}</span>
          </button>
        </PostForm>
      )}
    </Notice>
  );
}
