// The first import of this entry point: starts tracing, when asked to (OTEL_*; docs/operations.md
// "Tracing"), before any instrumented module (http, express, pg, undici, ioredis) is required.
// Imported by path, not through @deal/nest-kit, whose index would load express first.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startTracing } from '../../../libs/nest-kit/src/tracing/start-tracing';

export const tracing = startTracing('deal-webhook-dispatcher');
