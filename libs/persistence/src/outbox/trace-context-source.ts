/**
 * Where the outbox reads the trace context it stores with each event (`outbox_events.trace_context`):
 * the apps' request scope and tracer set the source (nest-kit's request-scope.ts); by default, none.
 */
let source: () => string | null = () => null;

export function setTraceContextSource(next: () => string | null): void {
  source = next;
}

export function currentTraceContext(): string | null {
  return source();
}
