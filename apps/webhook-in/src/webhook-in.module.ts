import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiExceptionFilter, CompositionModule, ProbesModule } from '@deal/nest-kit';
import { WebhookInProbesHttpController } from './operations/webhook-in-probes.http.controller';
import { FallbackModule } from './fallback/fallback.module';
import { ReceiveWebhookHttpController } from './receive-webhook/receive-webhook.http.controller';
import type { WebhookInParts } from './webhook-in.parts';

/**
 * webhook-in's routes over its composition (webhook-in.composition.ts, where every adapter is
 * built). Routes register in module order: this module's own route, the probes, then the
 * catch-all 404 (FallbackModule).
 */
@Module({})
export class WebhookInModule {
  static register(composition: WebhookInParts): DynamicModule {
    return {
      module: WebhookInModule,
      imports: [
        CompositionModule.register(composition),
        ProbesModule.register(WebhookInProbesHttpController, composition.operations),
        FallbackModule,
      ],
      controllers: [ReceiveWebhookHttpController],
      providers: [{ provide: APP_FILTER, useValue: new ApiExceptionFilter(composition.logger) }],
    };
  }
}
