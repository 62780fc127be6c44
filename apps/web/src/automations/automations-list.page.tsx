import { ACTION_TYPE_FOR_TRIGGER, type Automation } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Layout } from '../views/layout';
import { actionsSummary, triggerLabel } from './automation-labels';
import { Breadcrumbs, EnabledBadge } from './automation-parts';
import { automationPath, automationsPath } from './automation-paths';

export interface AutomationsListPageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly automations: readonly Automation[];
  /** The cursor of the next page, null on the last. */
  readonly nextCursor: string | null;
  /** Owners and admins see the links that change things. */
  readonly manage: boolean;
  readonly deleted?: boolean;
}

/** The space's automations, oldest first, a page at a time; no secret ever appears here. */
export function AutomationsListPage(props: AutomationsListPageProps) {
  const { web, spaceId, automations, nextCursor, manage } = props;
  return (
    <Layout title="Automations" web={web} spaceId={spaceId}>
      <Breadcrumbs spaceId={spaceId} />
      <h1>Automations</h1>
      {props.deleted && (
        <div class="notice success" role="status">
          The automation was deleted.
        </div>
      )}
      <p class="muted">
        Automations send a webhook when a deal changes, or update a deal when an audit system posts to the
        incoming webhook.
      </p>
      {manage && (
        <p>
          <a class="button" href={`${automationsPath(spaceId)}/new`}>
            New automation
          </a>
        </p>
      )}
      {automations.length === 0 ? (
        <p>This space has no automations yet.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Trigger</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
                <th scope="col">Links</th>
              </tr>
            </thead>
            <tbody>
              {automations.map((automation) => (
                <tr key={automation.id}>
                  <td>
                    <a href={automationPath(spaceId, automation.id)}>{automation.name}</a>
                  </td>
                  <td>{triggerLabel(automation.trigger)}</td>
                  <td>
                    <EnabledBadge enabled={automation.enabled} />
                  </td>
                  <td>{actionsSummary(automation)}</td>
                  <td>
                    <ul class="list-plain">
                      {ACTION_TYPE_FOR_TRIGGER[automation.trigger] === 'send_webhook' && (
                        <li>
                          <a href={automationPath(spaceId, automation.id, '/deliveries')}>
                            Delivery log<span class="visually-hidden"> of {automation.name}</span>
                          </a>
                        </li>
                      )}
                      {manage && automation.trigger === 'webhook_received' && (
                        <li>
                          <a href={automationPath(spaceId, automation.id, '/incoming')}>
                            Incoming webhook<span class="visually-hidden"> of {automation.name}</span>
                          </a>
                        </li>
                      )}
                      {manage && (
                        <li>
                          <a href={automationPath(spaceId, automation.id, '/edit')}>
                            Edit<span class="visually-hidden"> {automation.name}</span>
                          </a>
                        </li>
                      )}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextCursor && (
        <p>
          <a href={`${automationsPath(spaceId)}?cursor=${encodeURIComponent(nextCursor)}`}>Next page</a>
        </p>
      )}
    </Layout>
  );
}
