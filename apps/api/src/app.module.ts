import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { BearerAuthGuard } from './auth/bearer-auth.guard';
import type { ApiParts } from './api.parts';
import { FallbackModule } from './fallback/fallback.module';
import { ApiExceptionFilter, CompositionModule, ProbesModule, PathAndQueryPipe } from '@deal/nest-kit';
import { ApiRequestGuard } from './http/api-request.guard';
import { ApiProbesHttpController } from './operations/api-probes.http.controller';
import { MetaModule } from './meta/meta.module';
import { OpenApiModule } from './openapi/openapi.module';
import { ApiThrottlerGuard } from './rate-limit/api-throttler.guard';
import { SpacesModule } from './spaces/spaces.module';
import { DealsModule } from './deals/deals.module';
import { CredentialsModule } from './credentials/credentials.module';
import { MembersModule } from './members/members.module';
import { InvitationsModule } from './invitations/invitations.module';
import { DeviceFlowModule } from './device/device-flow.module';
import { AutomationsModule } from './automations/automations.module';
import { EventsModule } from './events/events.module';
import { PricingModule } from './pricing/pricing.module';

/** One module per feature; routes register in this order, so the catch-all 404 stays last. */
const features = [
  MetaModule,
  OpenApiModule,
  SpacesModule,
  DealsModule,
  PricingModule,
  CredentialsModule,
  MembersModule,
  InvitationsModule,
  DeviceFlowModule,
  AutomationsModule,
  EventsModule,
];

/**
 * One global guard, ApiRequestGuard, checks in this order: count the request, then check its
 * credential, then its body. The throttler and the auth guard are its parts (providers here).
 */
const guards = [ApiThrottlerGuard, BearerAuthGuard, { provide: APP_GUARD, useClass: ApiRequestGuard }];

/**
 * The api's routes, guards, pipe and filter over its composition (api.composition.ts, where every
 * adapter is built): the composition's parts are registered once, globally, for every feature.
 * `mounted`: the modules of apps served by this process (the web app), whose routes follow the
 * API's, before the catch-all 404; the api's guards and filter see their requests too.
 */
@Module({})
export class AppModule {
  static register(composition: ApiParts, mounted: readonly DynamicModule[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CompositionModule.register(composition),
        // First of the routes, so no web page's pattern (`/:space`) can take the probes' paths.
        ProbesModule.register(ApiProbesHttpController, composition.operations),
        ThrottlerModule.forRoot(composition.rateLimit.throttler),
        ...features,
        ...mounted,
        FallbackModule,
      ],
      providers: [
        ...guards,
        { provide: APP_PIPE, useClass: PathAndQueryPipe },
        { provide: APP_FILTER, useValue: new ApiExceptionFilter(composition.logger) },
      ],
    };
  }
}
