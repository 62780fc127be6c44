import { type DynamicModule, Inject, Module, type OnApplicationShutdown, type Type } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AppLifecycle } from './app-lifecycle';
import { AppMetrics } from './metrics/app-metrics';
import { READINESS_CHECKS, type ProbesController } from './probes.controller';
import type { ReadinessCheck } from './readiness-checks';

/** What an app's composition root hands its operations side: probes and metrics. */
export interface OperationsDeps {
  readonly lifecycle: AppLifecycle;
  readonly readiness: readonly ReadinessCheck[];
  readonly metrics: AppMetrics;
}

/**
 * The probes of one app (its ProbesController subclass, lifecycle and readiness checks), and its
 * metrics registry for whoever needs it (`app.get(AppMetrics)`).
 */
@Module({})
export class ProbesModule implements OnApplicationShutdown {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: readonly ReadinessCheck[]) {}

  static register(
    controller: Type<ProbesController>,
    { lifecycle, readiness, metrics }: OperationsDeps,
  ): DynamicModule {
    return {
      module: ProbesModule,
      // Terminus's own logger would write a line for every failed probe: the 503 says it all.
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [controller],
      providers: [
        { provide: AppLifecycle, useValue: lifecycle },
        { provide: READINESS_CHECKS, useValue: readiness },
        { provide: AppMetrics, useValue: metrics },
      ],
      exports: [AppLifecycle, AppMetrics],
    };
  }

  /** After the HTTP server has closed, so a probe in flight never finds its connection gone. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.checks.map((check) => check.close?.()));
  }
}
