import { ROOT_CONTEXT, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { setTraceContextSource } from '@deal/persistence';
import { currentRequestScope, runInRequestScope } from '../logging/request-scope';

/** What `outbox_events.trace_context` holds: JSON, every field optional. */
interface StoredTraceContext {
  readonly traceparent?: string;
  readonly tracestate?: string;
  readonly request_id?: string;
}

/**
 * The current request's id and, when tracing is on, its W3C `traceparent`/`tracestate`, as JSON;
 * null outside a request and a trace. The outbox stores it with every event it writes.
 */
export function traceContextNow(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const stored: StoredTraceContext = {
    ...(carrier['traceparent'] ? { traceparent: carrier['traceparent'] } : {}),
    ...(carrier['tracestate'] ? { tracestate: carrier['tracestate'] } : {}),
    ...(currentRequestScope() ? { request_id: currentRequestScope()?.requestId } : {}),
  };
  return Object.keys(stored).length === 0 ? null : JSON.stringify(stored);
}

setTraceContextSource(traceContextNow);

function parsed(stored: string | null | undefined): StoredTraceContext {
  if (!stored) return {};
  try {
    const value = JSON.parse(stored) as unknown;
    return typeof value === 'object' && value !== null ? (value as StoredTraceContext) : {};
  } catch {
    return {};
  }
}

/**
 * Runs `work` continuing the trace and request an outbox event was written in: a span `name`, a child
 * of the stored `traceparent` (a new trace when there is none; nothing at all when tracing is off),
 * and the stored request id on every log line meanwhile. Outbound requests made by `work` carry the
 * span's `traceparent` (the undici instrumentation adds it).
 */
export function continueStoredTrace<T>(
  stored: string | null | undefined,
  name: string,
  attributes: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const { traceparent, tracestate, request_id: requestId } = parsed(stored);
  const carrier: Record<string, string> = {
    ...(typeof traceparent === 'string' ? { traceparent } : {}),
    ...(typeof tracestate === 'string' ? { tracestate } : {}),
  };
  const parent = propagation.extract(ROOT_CONTEXT, carrier);
  const traced = () =>
    trace.getTracer('deal-pricing-service').startActiveSpan(name, { attributes }, parent, async (span) => {
      try {
        return await work();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    });
  return typeof requestId === 'string' ? runInRequestScope({ requestId }, traced) : traced();
}
