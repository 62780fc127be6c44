// Imported first by every entry point (before express, pg, undici, ioredis are required), so it
// imports nothing at the top but types (erased when compiled): with tracing off, starting costs
// one environment check.

import type * as SdkTraceNode from '@opentelemetry/sdk-trace-node';
import type * as ExporterTraceOtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Resources from '@opentelemetry/resources';
import type * as SemanticConventions from '@opentelemetry/semantic-conventions';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as InstrumentationHttp from '@opentelemetry/instrumentation-http';
import type * as InstrumentationExpress from '@opentelemetry/instrumentation-express';
import type * as InstrumentationPg from '@opentelemetry/instrumentation-pg';
import type * as InstrumentationUndici from '@opentelemetry/instrumentation-undici';
import type * as InstrumentationIoredis from '@opentelemetry/instrumentation-ioredis';

type Env = Readonly<Record<string, string | undefined>>;

export interface Tracing {
  /** Ends the instrumentation and sends the spans still waiting. */
  readonly shutdown: () => Promise<void>;
}

/**
 * Tracing is on when an OTLP endpoint is given (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), unless `OTEL_SDK_DISABLED=true` or
 * `OTEL_TRACES_EXPORTER=none` (docs/operations.md "Tracing").
 */
export function tracingEnabled(env: Env): boolean {
  const endpoint = env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  if (!endpoint?.trim()) return false;
  if (env['OTEL_SDK_DISABLED']?.trim().toLowerCase() === 'true') return false;
  return env['OTEL_TRACES_EXPORTER']?.trim().toLowerCase() !== 'none';
}

/**
 * Starts the OpenTelemetry SDK when tracing is on: OTLP/HTTP export (the exporter reads the other
 * `OTEL_EXPORTER_OTLP_*` variables itself), the W3C `traceparent` propagator, and spans for http,
 * express, pg, undici and ioredis. `OTEL_SERVICE_NAME` overrides `serviceName`.
 * Answers undefined, having loaded nothing, when tracing is off.
 */
export function startTracing(serviceName: string, env: Env = process.env): Tracing | undefined {
  if (!tracingEnabled(env)) return undefined;
  const { NodeTracerProvider, BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-node') as typeof SdkTraceNode;
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof ExporterTraceOtlpHttp;
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof Resources;
  const { ATTR_SERVICE_NAME } = require('@opentelemetry/semantic-conventions') as typeof SemanticConventions;
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof Instrumentation;
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof InstrumentationHttp;
  const { ExpressInstrumentation } =
    require('@opentelemetry/instrumentation-express') as typeof InstrumentationExpress;
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof InstrumentationPg;
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof InstrumentationUndici;
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof InstrumentationIoredis;

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: env['OTEL_SERVICE_NAME']?.trim() || serviceName,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  return {
    shutdown: async () => {
      unregister();
      await provider.shutdown();
    },
  };
}
