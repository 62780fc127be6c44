import type { AutomationActionDto, EndpointHealthDto } from '../../automations/automation.response.dto';
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
  action: AutomationActionDto;
  endpoint: EndpointHealthDto;
  manage: boolean;
  enableAction: string;
}) {
  const { action, endpoint } = props;
  if (endpoint.status === 'enabled') {
    if (endpoint.consecutive_failures === 0 || endpoint.failing_since === null) return null;
    return (
      <p class="muted endpoint-failing">
        Failing since {formatDateTime(endpoint.failing_since)}:{' '}
        {plural(endpoint.consecutive_failures, 'failed delivery', 'failed deliveries')} in a row
        {endpoint.last_error && ` (last error: ${endpoint.last_error})`}.
      </p>
    );
  }
  const held = endpoint.held_deliveries;
  const checkId = `redeliver-${action.id}`;
  return (
    <Notice tone="error">
      <p>
        <strong>
          This endpoint is disabled
          {endpoint.disabled_at !== null && ` since ${formatDateTime(endpoint.disabled_at)}`}.
        </strong>{' '}
        Its deliveries are kept but not sent ({plural(held, 'delivery', 'deliveries')} held).
      </p>
      <p class="endpoint-reason">Why: it {endpoint.disabled_reason}.</p>
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
