import { Controller, Get, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { once } from 'node:events';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { JsonLogger } from '../logging/json-logger';
import { AppLifecycle } from './app-lifecycle';
import { listenHttpApp, type BackgroundWork } from './listen-http-app';
import { AppMetrics } from './metrics/app-metrics';

/** What happened, in order: the background work, the Nest app's shutdown, requests answered. */
let events: string[] = [];

@Controller()
class PingController {
  @Get('ping')
  ping(): string {
    events.push('ping answered');
    return 'pong';
  }
}

@Injectable()
class ShutdownWitness implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    events.push('app closed');
  }
}

async function testApp(lines: string[]): Promise<NestExpressApplication> {
  @Module({
    controllers: [PingController],
    providers: [
      ShutdownWitness,
      { provide: AppLifecycle, useValue: new AppLifecycle() },
      { provide: AppMetrics, useValue: new AppMetrics('test') },
      { provide: JsonLogger, useValue: new JsonLogger('info', (line) => lines.push(line)) },
    ],
  })
  class TestModule {}
  return NestFactory.create<NestExpressApplication>(TestModule, { logger: false });
}

const work: BackgroundWork = {
  start: () => {
    events.push('work started');
    return Promise.resolve();
  },
  stop: () => {
    events.push('work stopped');
    return Promise.resolve();
  },
};

/** A port held by another server, so listening on it fails with EADDRINUSE. */
async function takenPort(): Promise<{ port: number; server: Server }> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as { port: number }).port, server };
}

beforeEach(() => {
  events = [];
});

describe('listenHttpApp', () => {
  it('starts the work, listens, serves /metrics on its own port, and says so in one line', async () => {
    const lines: string[] = [];
    const app = await testApp(lines);
    const listening = await listenHttpApp(app, {
      name: 'demo',
      host: '127.0.0.1',
      port: 0,
      keepAliveTimeoutMs: 7_000,
      metricsPort: 0,
      drainMs: 0,
      details: { mode: 'test' },
      work,
    });
    try {
      expect(events).toEqual(['work started']);
      expect(await (await fetch(`${listening.url}/ping`)).text()).toBe('pong');
      const metrics = await fetch(`${listening.metricsUrl}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('process_cpu');
      const server = app.getHttpServer() as HttpServer;
      expect([server.keepAliveTimeout, server.headersTimeout]).toEqual([7_000, 8_000]);
      const port = Number(new URL(listening.url).port);
      expect(lines.map((line) => JSON.parse(line) as object)).toEqual([
        expect.objectContaining({
          msg: 'demo listening',
          host: '127.0.0.1',
          port,
          mode: 'test',
          metrics: listening.metricsUrl,
        }),
      ]);
      expect(Object.keys(JSON.parse(lines[0] as string) as object).slice(-4)).toEqual([
        'host',
        'port',
        'mode',
        'metrics',
      ]);
    } finally {
      await listening.close();
    }
  });

  it('without a metrics port, has no metrics URL and logs none', async () => {
    const lines: string[] = [];
    const listening = await listenHttpApp(await testApp(lines), {
      name: 'demo',
      host: '127.0.0.1',
      port: 0,
      keepAliveTimeoutMs: 5_000,
      drainMs: 0,
    });
    await listening.close();
    expect(listening.metricsUrl).toBeNull();
    expect(JSON.parse(lines[0] as string)).not.toHaveProperty('metrics');
  });

  it('closes in order: not ready at once and serving for the drain, the work, the app, the metrics server', async () => {
    const app = await testApp([]);
    const listening = await listenHttpApp(app, {
      name: 'demo',
      host: '127.0.0.1',
      port: 0,
      keepAliveTimeoutMs: 5_000,
      metricsPort: 0,
      drainMs: 300,
      work,
    });
    const started = Date.now();
    const closed = listening.close();
    expect(app.get(AppLifecycle).draining).toBe(true);
    expect(await (await fetch(`${listening.url}/ping`)).text()).toBe('pong');
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(events).toEqual(['work started', 'ping answered', 'work stopped', 'app closed']);
    await expect(fetch(`${listening.url}/ping`)).rejects.toThrow();
    await expect(fetch(`${listening.metricsUrl}/metrics`)).rejects.toThrow();
  });

  it('when its port is taken: stops the work, closes the app and throws', async () => {
    const taken = await takenPort();
    try {
      const start = listenHttpApp(await testApp([]), {
        name: 'demo',
        host: '127.0.0.1',
        port: taken.port,
        keepAliveTimeoutMs: 5_000,
        drainMs: 10_000,
        work,
      });
      await expect(start).rejects.toThrow(/EADDRINUSE/);
      expect(events).toEqual(['work started', 'work stopped', 'app closed']);
    } finally {
      taken.server.close();
    }
  });

  it('when the metrics port is taken: stops the work, closes the app (no drain wait) and throws', async () => {
    const taken = await takenPort();
    const app = await testApp([]);
    try {
      const started = Date.now();
      const start = listenHttpApp(app, {
        name: 'demo',
        host: '127.0.0.1',
        port: 0,
        keepAliveTimeoutMs: 5_000,
        metricsPort: taken.port,
        drainMs: 10_000,
        work,
      });
      await expect(start).rejects.toThrow(/EADDRINUSE/);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(events).toEqual(['work started', 'work stopped', 'app closed']);
      expect((app.getHttpServer() as HttpServer).listening).toBe(false);
    } finally {
      taken.server.close();
    }
  });
});
