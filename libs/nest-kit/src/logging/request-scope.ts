import { AsyncLocalStorage } from 'node:async_hooks';
import { isSpanContextValid, trace } from '@opentelemetry/api';

/** What every log line written while a request is handled carries (docs/operations.md "Logs"). */
export interface RequestScope {
  readonly requestId: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and everything it starts, awaited or not) inside the request's scope. */
export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

/**
 * The fields of the current request and trace: `request_id` inside a request, and `trace_id` /
 * `span_id` when tracing is on and a span is active. Only `@opentelemetry/api` is read here, which
 * answers "no span" when no SDK was started (tracing off).
 */
export function scopeFields(): Record<string, string> {
  const fields: Record<string, string> = {};
  const scope = scopes.getStore();
  if (scope) fields['request_id'] = scope.requestId;
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span)) {
    fields['trace_id'] = span.traceId;
    fields['span_id'] = span.spanId;
  }
  return fields;
}
