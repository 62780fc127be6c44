import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import express from 'express';
import { JsonLogger } from './json-logger';
import { requestContext } from './request-context.middleware';

describe('every log line of a request names it', () => {
  it('carries the request id on lines written later in the request, after awaits, and not outside it', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = new JsonLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const app = express();
    app.use(requestContext(logger));
    app.get('/work', async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.entry('info', 'working');
      response.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/work`, { headers: { 'X-Request-Id': 'req-42' } });
      expect(answer.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      server.close();
    }
    logger.entry('info', 'outside');
    expect(lines.find((line) => line['msg'] === 'working')).toMatchObject({ request_id: 'req-42' });
    expect(lines.find((line) => line['msg'] === 'request')).toMatchObject({
      request_id: 'req-42',
      status: 200,
    });
    expect(lines.find((line) => line['msg'] === 'outside')).not.toHaveProperty('request_id');
  });

  it('carries the trace and span ids when tracing is on, none when no span is active', () => {
    const provider = new NodeTracerProvider();
    provider.register();
    try {
      const lines: Record<string, unknown>[] = [];
      const logger = new JsonLogger('info', (line) =>
        lines.push(JSON.parse(line) as Record<string, unknown>),
      );
      logger.entry('info', 'before');
      trace.getTracer('test').startActiveSpan('work', (span) => {
        logger.entry('info', 'inside');
        expect(lines[1]).toMatchObject({
          trace_id: span.spanContext().traceId,
          span_id: span.spanContext().spanId,
        });
        span.end();
      });
      expect(lines[0]).not.toHaveProperty('trace_id');
    } finally {
      trace.disable();
    }
  });
});
