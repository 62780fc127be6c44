import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { transpileModule, ModuleKind, ScriptTarget } from 'typescript';
import { tracingEnabled } from './start-tracing';

// The instrumentations hook Node's own `require`, which Jest replaces: the process under test is a
// real `node` child that loads start-tracing first, as every entry point does.
const NODE_MODULES = resolve(__dirname, '../../../../node_modules');
const CHILD = `
const { startTracing } = require('./start-tracing.js');
const tracing = startTracing('tracing-spec');
const http = require('node:http');
const { request } = require('undici');
const server = http.createServer(async (req, res) => {
  const answer = await request(process.env.SINK_URL, { method: 'POST', body: '{}' });
  await answer.body.text();
  res.end('ok');
});
server.listen(0, '127.0.0.1', () => {
  const loaded = Object.keys(require.cache).filter((path) => path.includes('@opentelemetry/sdk-trace'));
  process.stdout.write(JSON.stringify({ port: server.address().port, sdkLoaded: loaded.length > 0 }) + '\\n');
});
process.on('SIGTERM', async () => { server.close(); await tracing?.shutdown(); process.exit(0); });
`;

async function listen(handle: (request: IncomingMessage, body: string) => void): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      handle(request, body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
const urlOf = (server: Server, path: string) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

async function runChild(env: Record<string, string>, incomingTraceparent: string) {
  const folder = mkdtempSync(join(tmpdir(), 'tracing-spec-'));
  try {
    const source = readFileSync(join(__dirname, 'start-tracing.ts'), 'utf8');
    const compiled = transpileModule(source, {
      compilerOptions: { module: ModuleKind.CommonJS, target: ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(folder, 'start-tracing.js'), compiled);
    writeFileSync(join(folder, 'child.js'), CHILD);
    const child = spawn(process.execPath, [join(folder, 'child.js')], {
      env: { PATH: process.env['PATH'] ?? '', NODE_PATH: NODE_MODULES, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [first] = (await once(child.stdout, 'data')) as [Buffer];
    const started = JSON.parse(first.toString().split('\n')[0] ?? '') as { port: number; sdkLoaded: boolean };
    const answer = await fetch(`http://127.0.0.1:${started.port}/`, {
      headers: { traceparent: incomingTraceparent },
    });
    expect(answer.status).toBe(200);
    await answer.text();
    child.kill('SIGTERM');
    await once(child, 'exit');
    return started;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('tracing', () => {
  const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
  const PARENT = '00f067aa0ba902b7';
  const INCOMING = `00-${TRACE_ID}-${PARENT}-01`;

  it('is on with an OTLP endpoint, unless the SDK is disabled or the traces exporter is none', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' })).toBe(
      true,
    );
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x', OTEL_SDK_DISABLED: 'TRUE' })).toBe(
      false,
    );
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x', OTEL_TRACES_EXPORTER: 'none' })).toBe(
      false,
    );
  });

  it('loads no SDK and sends no traceparent when OTEL_* is unset', async () => {
    const seen: (string | undefined)[] = [];
    const sink = await listen((request) => seen.push(request.headers['traceparent'] as string | undefined));
    try {
      const started = await runChild({ SINK_URL: urlOf(sink, '/hook') }, INCOMING);
      expect(started.sdkLoaded).toBe(false);
      expect(seen).toEqual([undefined]);
    } finally {
      sink.close();
    }
  }, 60_000);

  it('continues an incoming traceparent through the server span to the outbound request, exported over OTLP/HTTP', async () => {
    const seen: string[] = [];
    const sink = await listen((request) => seen.push(String(request.headers['traceparent'])));
    const spans: OtlpSpan[] = [];
    const services: string[] = [];
    const collector = await listen((request, body) => {
      if (request.url !== '/v1/traces') return;
      const batch = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { spans: OtlpSpan[] }[];
        }[];
      };
      for (const resourceSpans of batch.resourceSpans) {
        services.push(
          ...resourceSpans.resource.attributes
            .filter((attribute) => attribute.key === 'service.name')
            .map((attribute) => attribute.value.stringValue ?? ''),
        );
        for (const scope of resourceSpans.scopeSpans) spans.push(...scope.spans);
      }
    });
    try {
      const started = await runChild(
        {
          SINK_URL: urlOf(sink, '/hook'),
          OTEL_EXPORTER_OTLP_ENDPOINT: urlOf(collector, ''),
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        },
        INCOMING,
      );
      expect(started.sdkLoaded).toBe(true);
      const server = spans.find((span) => span.kind === 2);
      const client = spans.find((span) => span.kind === 3);
      expect(server).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT });
      expect(client).toMatchObject({ traceId: TRACE_ID });
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(new RegExp(`^00-${TRACE_ID}-${client?.spanId}-01$`));
      expect(services).toContain('tracing-spec');
    } finally {
      sink.close();
      collector.close();
    }
  }, 60_000);
});
