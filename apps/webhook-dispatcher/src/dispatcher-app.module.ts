import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiExceptionFilter, JsonLogger, ProbesModule, type OperationsDeps } from '@deal/nest-kit';
import { DATABASE_PROBE, DISPATCHER } from './dispatcher.tokens';
import type { Dispatcher } from './dispatcher/dispatcher';
import type { DatabaseProbe } from './health/database-probe';
import { HealthHttpController } from './health/health.http.controller';
import { DispatcherMetricsHttpController } from './operations/dispatcher-metrics.http.controller';
import { DispatcherProbesHttpController } from './operations/dispatcher-probes.http.controller';

export interface DispatcherAppDeps {
  readonly dispatcher: Dispatcher;
  readonly probe: DatabaseProbe;
  readonly logger: JsonLogger;
  readonly operations: OperationsDeps;
}

/**
 * The HTTP side of the dispatcher: the health counters (`/health`), the probes (`/healthz`,
 * `/readyz`); any other path is `404 {message}`.
 */
@Module({})
export class DispatcherAppModule {
  static register(deps: DispatcherAppDeps): DynamicModule {
    return {
      module: DispatcherAppModule,
      imports: [ProbesModule.register(DispatcherProbesHttpController, deps.operations)],
      controllers: [HealthHttpController, DispatcherMetricsHttpController],
      providers: [
        { provide: DISPATCHER, useValue: deps.dispatcher },
        { provide: DATABASE_PROBE, useValue: deps.probe },
        { provide: JsonLogger, useValue: deps.logger },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
