import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { Clock, IdGenerator, SecretComparer, UnitOfWork } from '@deal/domain';
import { ApiExceptionFilter, JsonLogger, ProbesModule, type OperationsDeps } from '@deal/nest-kit';
import { WebhookInProbesHttpController } from './operations/webhook-in-probes.http.controller';
import type { WebhookInConfig } from './config/webhook-in-config';
import { FallbackModule } from './fallback/fallback.module';
import { FailedKeyGuard } from './rate-limit/failed-key.guard';
import type { FailedKeyLimiter } from './rate-limit/failed-key-limiter.port';
import type { SpaceRateLimiter } from './rate-limit/space-rate-limiter.port';
import { ReceiveWebhookHttpController } from './receive-webhook/receive-webhook.http.controller';
import {
  CLOCK,
  FAILED_KEY_LIMITER,
  ID_GENERATOR,
  SECRET_COMPARER,
  SPACE_RATE_LIMITER,
  UNIT_OF_WORK,
  WEBHOOK_IN_CONFIG,
} from './webhook-in.tokens';

/** The ports and values of the app, bound once by the composition root. */
export interface WebhookInAppDeps {
  readonly config: WebhookInConfig;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly secrets: SecretComparer;
  readonly limiter: SpaceRateLimiter;
  readonly failedKeys: FailedKeyLimiter;
  readonly logger: JsonLogger;
  readonly operations: OperationsDeps;
}

/**
 * The webhook-in app's composition root. Routes register in module order: this module's own
 * route, the probes, then the catch-all 404 (FallbackModule). Closing the app closes the limiters
 * (their Redis connections).
 */
@Module({})
export class WebhookInModule implements OnApplicationShutdown {
  constructor(
    @Inject(SPACE_RATE_LIMITER) private readonly limiter: SpaceRateLimiter,
    @Inject(FAILED_KEY_LIMITER) private readonly failedKeys: FailedKeyLimiter,
  ) {}

  static register(deps: WebhookInAppDeps): DynamicModule {
    return {
      module: WebhookInModule,
      imports: [ProbesModule.register(WebhookInProbesHttpController, deps.operations), FallbackModule],
      controllers: [ReceiveWebhookHttpController],
      providers: [
        { provide: WEBHOOK_IN_CONFIG, useValue: deps.config },
        { provide: UNIT_OF_WORK, useValue: deps.uow },
        { provide: CLOCK, useValue: deps.clock },
        { provide: ID_GENERATOR, useValue: deps.ids },
        { provide: SECRET_COMPARER, useValue: deps.secrets },
        { provide: SPACE_RATE_LIMITER, useValue: deps.limiter },
        { provide: FAILED_KEY_LIMITER, useValue: deps.failedKeys },
        { provide: JsonLogger, useValue: deps.logger },
        FailedKeyGuard,
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }

  /** After the HTTP server has closed (Nest runs this last), so no request in flight loses them. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.limiter.close(), this.failedKeys.close()]);
  }
}
