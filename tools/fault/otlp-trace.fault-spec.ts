import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebhookReceiver, type WebhookReceiver } from './testing/reused-fixtures';
import { startApp, type AppProcess } from './testing/app-process';
import { throwAwayWorkspace, type ThrowAwayWorkspace } from './testing/fault-workspace';

interface ExportedSpan {
  readonly service: string;
  readonly scope: string;
  readonly name: string;
  readonly kind: number;
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
}

/** A local OTLP/HTTP receiver (JSON): every span posted to `/v1/traces`, with its service. */
async function startOtlpReceiver(): Promise<{ url: string; spans: ExportedSpan[]; server: Server }> {
  const spans: ExportedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const batch = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { scope: { name: string }; spans: Omit<ExportedSpan, 'service' | 'scope'>[] }[];
          }[];
        };
        for (const resource of batch.resourceSpans) {
          const service =
            resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value
              .stringValue ?? '';
          for (const scope of resource.scopeSpans) {
            for (const span of scope.spans) spans.push({ ...span, service, scope: scope.scope.name });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

const onServer = process.env['DATABASE_URL'] ? describe : describe.skip;

/**
 * docs/operations.md "Tracing", end to end with the built apps: one API write (a rename an
 * automation sends a webhook for) and its delivery are one trace at a local OTLP/HTTP receiver —
 * the api's server span (continuing the caller's `traceparent`), its SQL, the dispatcher's
 * delivery span — and the receiver of the webhook gets that trace's `traceparent`.
 */
onServer('one API write and its delivery make one trace', () => {
  const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
  const CALLER_SPAN = 'b7ad6b7169203331';
  let workspace: ThrowAwayWorkspace;
  let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let receiver: WebhookReceiver;
  let api: AppProcess | undefined;
  let dispatcher: AppProcess | undefined;

  beforeAll(async () => {
    workspace = await throwAwayWorkspace(process.env['DATABASE_URL'] as string);
    otlp = await startOtlpReceiver();
    receiver = await startWebhookReceiver();
    const env = {
      DATABASE_URL: workspace.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    api = await startApp('api', env, 60_000);
    dispatcher = await startApp('webhook-dispatcher', env, 60_000);
  }, 150_000);

  afterAll(async () => {
    await api?.stop();
    await dispatcher?.stop();
    await receiver?.close();
    otlp?.server.close();
    await workspace?.close();
  }, 60_000);

  it('the server span, its SQL and the delivery share the trace id the webhook receiver is given', async () => {
    const call = async (
      method: string,
      path: string,
      body: unknown,
      headers: Record<string, string> = {},
    ) => {
      const response = await fetch(`${(api as AppProcess).url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${workspace.tokens.read_write}`,
          'content-type': 'application/json',
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const space = (await call('GET', '/v1/spaces', undefined)).items[0].id as string;
    await call('POST', `/v1/spaces/${space}/automations`, {
      name: 'Tell the receiver about renames',
      trigger: { type: 'deal_updated', conditions: [{ field: 'name', op: 'changed' }] },
      actions: [{ type: 'send_webhook', url: `${receiver.url}/hooks` }],
    });
    const deal = (await call('POST', '/v1/deals', { space, name: 'Traced' })).id as string;
    await call(
      'PATCH',
      `/v1/deal/${deal}`,
      { name: 'Traced, renamed' },
      { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` },
    );

    await receiver.waitFor(1);
    expect(receiver.received[0]?.headers['traceparent']).toMatch(
      new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`),
    );
    const deadline = Date.now() + 20_000;
    const ofTrace = () => otlp.spans.filter((span) => span.traceId === TRACE_ID);
    while (Date.now() < deadline && !ofTrace().some((span) => span.name === 'webhook delivery')) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const spans = ofTrace();
    const server = spans.find((span) => span.service === 'deal-api' && span.kind === 2);
    expect(server).toMatchObject({ parentSpanId: CALLER_SPAN, scope: '@opentelemetry/instrumentation-http' });
    expect(
      spans.some((span) => span.service === 'deal-api' && span.scope === '@opentelemetry/instrumentation-pg'),
    ).toBe(true);
    const delivery = spans.find((span) => span.name === 'webhook delivery');
    expect(delivery?.service).toBe('deal-webhook-dispatcher');
    const post = spans.find((span) => span.scope === '@opentelemetry/instrumentation-undici');
    expect(post?.parentSpanId).toBe(delivery?.spanId);
    expect(receiver.received[0]?.headers['traceparent']).toBe(`00-${TRACE_ID}-${post?.spanId}-01`);
  }, 60_000);
});
