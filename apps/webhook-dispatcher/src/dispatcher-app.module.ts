import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiExceptionFilter, CompositionModule, ProbesModule } from '@deal/nest-kit';
import type { DispatcherParts } from './dispatcher.parts';
import { HealthHttpController } from './health/health.http.controller';
import { DispatcherMetricsHttpController } from './operations/dispatcher-metrics.http.controller';
import { DispatcherProbesHttpController } from './operations/dispatcher-probes.http.controller';

/**
 * The HTTP side of the dispatcher over its composition (dispatcher.composition.ts): the health
 * counters (`/health`), the probes (`/healthz`, `/readyz`); any other path is `404 {message}`.
 */
@Module({})
export class DispatcherAppModule {
  static register(composition: DispatcherParts): DynamicModule {
    return {
      module: DispatcherAppModule,
      imports: [
        CompositionModule.register(composition),
        ProbesModule.register(DispatcherProbesHttpController, composition.operations),
      ],
      controllers: [HealthHttpController, DispatcherMetricsHttpController],
      providers: [{ provide: APP_FILTER, useValue: new ApiExceptionFilter(composition.logger) }],
    };
  }
}
