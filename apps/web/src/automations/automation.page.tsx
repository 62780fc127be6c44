import { sendWebhookActions, type RevealedAutomation, type SendTestReport } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDateTime } from '../views/format';
import { Notice, PostForm, SecretOnce } from '../views/forms';
import { Layout } from '../views/layout';
import { actionSummary, conditionText, triggerLabel } from './automation-labels';
import { Breadcrumbs, CopyField, EnabledBadge, type DealChoice } from './automation-parts';
import { automationPath } from './automation-paths';
import { EndpointHealth } from './endpoint-health.section';
import { SendTestSection } from './send-test.section';

export interface AutomationPageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  /**
   * The automation, and which of its secrets the request that rendered the page generated
   * (create, rotate): only those are shown, once.
   */
  readonly revealed: RevealedAutomation;
  readonly manage: boolean;
  /** The Send test deal picker (owners and admins of a Deal updated automation). */
  readonly deals: readonly DealChoice[];
  readonly sendTest?: SendTestReport;
  readonly notice?: string;
}

/** One automation: its settings, and for owners and admins the buttons that change or test it. */
export function AutomationPage(props: AutomationPageProps) {
  const { web, spaceId, revealed, manage } = props;
  const { automation } = revealed;
  const at = (rest: string) => automationPath(spaceId, automation.id, rest);
  const incoming = automation.trigger === 'webhook_received';
  return (
    <Layout title={automation.name} web={web} spaceId={spaceId}>
      <Breadcrumbs spaceId={spaceId} here={automation.name} />
      <h1>{automation.name}</h1>
      {props.notice && <Notice tone="success">{props.notice}</Notice>}
      <RevealedSecrets revealed={revealed} />
      <section class="card" aria-labelledby="settings-heading">
        <h2 id="settings-heading">Settings</h2>
        <dl class="facts">
          <dt>Trigger</dt>
          <dd>{triggerLabel(automation.trigger)}</dd>
          <dt>State</dt>
          <dd>
            <EnabledBadge enabled={automation.enabled} />
          </dd>
          <dt>Conditions</dt>
          <dd>
            {automation.conditions.length === 0 ? (
              incoming ? (
                'None: every received payload that matches a deal is applied.'
              ) : (
                'None: runs on every change.'
              )
            ) : (
              <ul class="list-plain">
                {automation.conditions.map((condition, n) => (
                  <li key={n}>{conditionText(condition)}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Created</dt>
          <dd>{formatDateTime(automation.createdAt)}</dd>
          <dt>Updated</dt>
          <dd>{formatDateTime(automation.updatedAt)}</dd>
        </dl>
        <h3>Actions</h3>
        <ul class="list-plain">
          {automation.actions.map((action) => (
            <li key={action.id} class="action-item">
              <p>{actionSummary(action)}</p>
              {action.type === 'send_webhook' && <p class="muted">Message: {action.message ?? '(none)'}</p>}
              {action.type === 'send_webhook' && (
                <EndpointHealth
                  web={web}
                  action={action}
                  manage={manage}
                  enableAction={at(`/actions/${encodeURIComponent(action.id)}/enable-endpoint`)}
                />
              )}
              {manage && action.type === 'send_webhook' && (
                <PostForm
                  web={web}
                  action={at(`/actions/${encodeURIComponent(action.id)}/rotate-secret`)}
                  confirm="Replace this action's X-Service-Webhook secret? The receiver must be given the new one."
                  class="inline"
                >
                  <button type="submit" class="secondary">
                    Rotate secret<span class="visually-hidden"> of the webhook to {action.url}</span>
                  </button>
                </PostForm>
              )}
              {manage && action.type === 'send_webhook' && (
                <PostForm
                  web={web}
                  action={at(`/actions/${encodeURIComponent(action.id)}/rotate-signing-secret`)}
                  confirm="Replace this action's signing secret? The previous one keeps signing beside it for 24 hours."
                  class="inline"
                >
                  <button type="submit" class="secondary">
                    Rotate signing secret<span class="visually-hidden"> of the webhook to {action.url}</span>
                  </button>
                </PostForm>
              )}
            </li>
          ))}
        </ul>
      </section>
      <nav class="card actions" aria-label="This automation">
        {!incoming && <a href={at('/deliveries')}>Delivery log</a>}
        {manage && incoming && <a href={at('/incoming')}>Incoming webhook</a>}
        {manage && <a href={at('/test-receive')}>Test a received event</a>}
        {manage && <a href={at('/edit')}>Edit</a>}
        {manage && (
          <PostForm web={web} action={at(automation.enabled ? '/disable' : '/enable')} class="inline">
            <button type="submit" class="secondary">
              {automation.enabled ? 'Disable' : 'Enable'}
            </button>
          </PostForm>
        )}
        {manage && (
          <PostForm
            web={web}
            action={at('/delete')}
            class="inline"
            confirm="Delete this automation? Its actions, queued deliveries and delivery log go with it."
          >
            <button type="submit" class="danger">
              Delete
            </button>
          </PostForm>
        )}
      </nav>
      {manage && !incoming && (
        <SendTestSection web={web} action={at('/send-test')} deals={props.deals} result={props.sendTest} />
      )}
    </Layout>
  );
}

/** Secrets generated by the request that rendered this page: shown once (the signing key again in its panel). */
function RevealedSecrets({ revealed }: { revealed: RevealedAutomation }) {
  const { automation, signingKeyShown, secretsShownFor, signingSecretsShownFor } = revealed;
  const signingKey = signingKeyShown ? automation.signingKey : null;
  const inboundSecret = revealed.inboundSigningSecretShown ? (automation.inboundSigningSecret ?? null) : null;
  return (
    <>
      {sendWebhookActions(automation).map(
        (action) =>
          secretsShownFor.includes(action.id) && (
            <SecretOnce
              key={action.id}
              id={`secret-${action.id}`}
              label={`X-Service-Webhook secret of the webhook to ${action.url}.`}
              value={action.secret}
            />
          ),
      )}
      {sendWebhookActions(automation).map(
        (action) =>
          signingSecretsShownFor.includes(action.id) && (
            <SecretOnce
              key={`signing-${action.id}`}
              id={`signing-secret-${action.id}`}
              label={`Signing secret of the webhook to ${action.url}: verify webhook-signature with it (Standard Webhooks).`}
              value={action.signingSecret}
            />
          ),
      )}
      {signingKey && (
        <Notice tone="success">
          <p>
            <strong>Signing key of the incoming webhook.</strong> Owners and admins can reveal it again in the
            incoming webhook panel.
          </p>
          <CopyField id="new-signing-key" label="signing key" value={signingKey} />
        </Notice>
      )}
      {inboundSecret && (
        <SecretOnce
          id="inbound-signing-secret"
          label="Signing secret of the incoming webhook (Standard Webhooks): the sender signs every call with it."
          value={inboundSecret}
        />
      )}
    </>
  );
}
