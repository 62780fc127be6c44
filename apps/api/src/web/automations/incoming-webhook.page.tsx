import type { Automation, IncomingWebhookPanel } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Notice, PostForm } from '../views/forms';
import { Layout } from '../views/layout';
import { Breadcrumbs, CopyBlock, CopyField } from './automation-parts';
import { automationPath } from './automation-paths';
import { curlCommand, KEY_PLACEHOLDER } from './curl-command';

export interface IncomingWebhookPageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly automation: Automation;
  readonly panel: IncomingWebhookPanel;
  /** The signing key is on the page only after Reveal (or a rotation). */
  readonly revealed: boolean;
  readonly rotated?: boolean;
}

/**
 * The incoming webhook panel (SPEC §5.3, owners and admins only): where the audit system posts,
 * with which key and what, and a curl command to try it.
 */
export function IncomingWebhookPage(props: IncomingWebhookPageProps) {
  const { web, spaceId, automation, panel, revealed } = props;
  const at = (rest: string) => automationPath(spaceId, automation.id, rest);
  const key = revealed ? panel.signingKey : KEY_PLACEHOLDER;
  return (
    <Layout title={`Incoming webhook · ${automation.name}`} web={web} spaceId={spaceId}>
      <Breadcrumbs spaceId={spaceId} automation={automation} here="Incoming webhook" />
      <h1>Incoming webhook</h1>
      {props.rotated && (
        <Notice tone="success">The signing key was replaced; the previous key no longer works.</Notice>
      )}
      {!automation.enabled && (
        <Notice tone="info">
          This automation is disabled: the endpoint refuses its key until it is enabled.
        </Notice>
      )}
      <section class="card" aria-labelledby="endpoint-heading">
        <h2 id="endpoint-heading">Endpoint</h2>
        <p>POST a JSON body (SPEC §4.5) to this URL:</p>
        <CopyField id="endpoint-url" label="endpoint URL" value={panel.endpointUrl} />
        <p class="hint">Headers: Content-Type: application/json, and X-Service-Webhook: the signing key.</p>
      </section>
      <section class="card" aria-labelledby="key-heading">
        <h2 id="key-heading">Signing key</h2>
        {revealed ? (
          <>
            <CopyField id="signing-key" label="signing key" value={panel.signingKey} />
            <p>
              <a href={at('/incoming')}>Hide the signing key</a>
            </p>
          </>
        ) : (
          <>
            <p class="muted">Hidden. Reveal it to copy it, or to put it into the curl command below.</p>
            <PostForm web={web} action={at('/incoming/reveal')} class="inline">
              <button type="submit" class="secondary">
                Reveal signing key
              </button>
            </PostForm>
          </>
        )}{' '}
        <PostForm
          web={web}
          action={at('/incoming/rotate')}
          class="inline"
          confirm="Rotate the signing key? The current key stops working at once."
        >
          <button type="submit" class="danger">
            Rotate signing key
          </button>
        </PostForm>
      </section>
      <section class="card" aria-labelledby="sample-heading">
        <h2 id="sample-heading">Sample payload</h2>
        <p class="hint">Approves the space's oldest deal; send only the fields that should change.</p>
        <CopyBlock id="sample-payload" label="sample payload">
          {JSON.stringify(panel.samplePayload, null, 2)}
        </CopyBlock>
      </section>
      <section class="card" aria-labelledby="curl-heading">
        <h2 id="curl-heading">Try it with curl</h2>
        {!revealed && <p class="hint">Replace {KEY_PLACEHOLDER} with the signing key, or reveal it first.</p>}
        <CopyBlock id="curl-command" label="curl command">
          {curlCommand(panel.endpointUrl, key, panel.samplePayload)}
        </CopyBlock>
      </section>
      <p>
        <a href={at('/test-receive')}>Test a received event</a> without changing any deal.
      </p>
    </Layout>
  );
}
