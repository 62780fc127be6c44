import { SpanKind, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { runInRequestScope } from '@deal/nest-kit';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * docs/operations.md "Tracing": the deal change stores its request's trace with the outbox event,
 * and the dispatcher continues it — its delivery span is a child, its POST carries `traceparent`,
 * its log lines name the request and the trace.
 */
describe('a delivery continues the trace of the request that wrote its event', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let running: RunningDispatcher | undefined;
  let unregister: () => void;

  beforeAll(async () => {
    provider.register();
    unregister = registerInstrumentations({
      tracerProvider: provider,
      instrumentations: [new UndiciInstrumentation()],
    });
    fixture = await DispatchFixture.open();
    receiver = await startWebhookReceiver();
  });

  afterAll(async () => {
    await running?.close();
    await receiver.close();
    await fixture.close();
    unregister();
    await provider.shutdown();
    trace.disable();
  });

  it('the delivery span is a child of the request span, the POST carries its traceparent, the log lines its ids', async () => {
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    try {
      const automation = await fixture.addAutomation(`${receiver.url}/hooks/audit`);
      const dealId = await fixture.draftDeal();
      const requestSpan = await runInRequestScope({ requestId: 'req-trace-1' }, () =>
        trace.getTracer('test').startActiveSpan('POST /deals', { kind: SpanKind.SERVER }, async (span) => {
          await fixture.requestApproval(dealId);
          span.end();
          return span.spanContext();
        }),
      );
      running = await startDispatcher(fixture.database, testDispatcherConfig({ logLevel: 'debug' }));
      await fixture.settled(automation.actionId, 1);
      await receiver.waitFor(1);

      const delivery = exporter.getFinishedSpans().find((span) => span.name === 'webhook delivery');
      expect(delivery?.spanContext().traceId).toBe(requestSpan.traceId);
      expect(delivery?.parentSpanContext?.spanId).toBe(requestSpan.spanId);
      const post = exporter
        .getFinishedSpans()
        .find(
          (span) =>
            span.kind === SpanKind.CLIENT &&
            span.parentSpanContext?.spanId === delivery?.spanContext().spanId,
        );
      expect(post).toBeDefined();
      expect(receiver.received[0]?.headers['traceparent']).toBe(
        `00-${requestSpan.traceId}-${post?.spanContext().spanId}-01`,
      );
      const delivered = lines
        .flatMap((line) => line.split('\n'))
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line['msg'] === 'delivered');
      expect(delivered).toMatchObject({ request_id: 'req-trace-1', trace_id: requestSpan.traceId });
    } finally {
      write.mockRestore();
    }
  });
});
