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
        <p class="hint">
          {panel.requireSignature
            ? 'Headers: Content-Type: application/json, and the Standard Webhooks signature headers (below); the signing key alone is refused.'
            : 'Headers: Content-Type: application/json, and X-Service-Webhook: the signing key.'}
        </p>
      </section>
      {panel.requireSignature && <SignedCallsCard endpointUrl={panel.endpointUrl} />}
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
      {/* A call with the key alone is refused when signatures are required: the signing sender above instead. */}
      {!panel.requireSignature && (
        <section class="card" aria-labelledby="curl-heading">
          <h2 id="curl-heading">Try it with curl</h2>
          {!revealed && (
            <p class="hint">Replace {KEY_PLACEHOLDER} with the signing key, or reveal it first.</p>
          )}
          <CopyBlock id="curl-command" label="curl command">
            {curlCommand(panel.endpointUrl, key, panel.samplePayload)}
          </CopyBlock>
        </section>
      )}
      <p>
        <a href={at('/test-receive')}>Test a received event</a> without changing any deal.
      </p>
    </Layout>
  );
}

/** How to sign, for an automation that requires Standard Webhooks signatures (docs/webhook-in.md). */
function SignedCallsCard(props: { endpointUrl: string }) {
  return (
    <section class="card" aria-labelledby="signed-heading">
      <h2 id="signed-heading">Signed calls (Standard Webhooks)</h2>
      <p>
        This automation requires signatures: a call with the signing key alone is refused. Send the headers
        webhook-id (a unique id per event, the same on a retry), webhook-timestamp (Unix seconds, within 5
        minutes of now) and webhook-signature: v1, then the base64 HMAC-SHA256 of{' '}
        <code>{'{webhook-id}.{webhook-timestamp}.{body}'}</code>, keyed with the base64-decoded part of the
        automation's whsec_… signing secret (shown once, when it was generated; rotate it over the API to get
        a new one). A webhook-id seen in the last 24 hours gets its first receipt again and changes nothing.
      </p>
      <CopyBlock id="signing-sender" label="signing sender (Node.js)">
        {signingSender(props.endpointUrl)}
      </CopyBlock>
    </section>
  );
}

function signingSender(endpointUrl: string): string {
  return [
    "const { Webhook } = require('standardwebhooks');",
    '',
    "const secret = 'whsec_…'; // the automation's signing secret",
    'const id = `msg_${crypto.randomUUID()}`;',
    'const timestamp = new Date();',
    "const body = JSON.stringify({ id: 'deal_…', status: 'approved' });",
    `await fetch(${JSON.stringify(endpointUrl)}, {`,
    "  method: 'POST',",
    '  headers: {',
    "    'content-type': 'application/json',",
    "    'webhook-id': id,",
    "    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),",
    "    'webhook-signature': new Webhook(secret).sign(id, timestamp, body),",
    '  },',
    '  body,',
    '});',
  ].join('\n');
}
