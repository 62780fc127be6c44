import { Module } from '@nestjs/common';
import { AddEstimateHttpController } from './add-estimate/add-estimate.http.controller';
import { EditEstimateHttpController } from './edit-estimate/edit-estimate.http.controller';
import { GetPipelineHttpController } from './get-pipeline/get-pipeline.http.controller';
import { GetDealPricingHttpController } from './get-deal-pricing/get-deal-pricing.http.controller';
import { PutDealPricingHttpController } from './put-deal-pricing/put-deal-pricing.http.controller';
import { RefreshDealRatesHttpController } from './refresh-deal-rates/refresh-deal-rates.http.controller';
import { RemoveEstimateHttpController } from './remove-estimate/remove-estimate.http.controller';
import { ArchiveRoleHttpController } from './archive-role/archive-role.http.controller';
import { CreateRateCardHttpController } from './create-rate-card/create-rate-card.http.controller';
import { CreateRoleHttpController } from './create-role/create-role.http.controller';
import { EditRateCardHttpController } from './edit-rate-card/edit-rate-card.http.controller';
import { EditRoleHttpController } from './edit-role/edit-role.http.controller';
import { ListRateCardsHttpController } from './list-rate-cards/list-rate-cards.http.controller';
import { ListRolesHttpController } from './list-roles/list-roles.http.controller';
import { PricingBodyCache } from './get-deal-pricing/pricing-body.cache';

/** Roles and rate cards of a space; a deal's pricing and its estimates (issue 25, docs/pricing.md). */
@Module({
  controllers: [
    CreateRoleHttpController,
    ListRolesHttpController,
    EditRoleHttpController,
    ArchiveRoleHttpController,
    CreateRateCardHttpController,
    ListRateCardsHttpController,
    EditRateCardHttpController,
    GetDealPricingHttpController,
    PutDealPricingHttpController,
    RefreshDealRatesHttpController,
    AddEstimateHttpController,
    EditEstimateHttpController,
    RemoveEstimateHttpController,
    GetPipelineHttpController,
  ],
  // One per process: GET …/pricing's bodies by deal revision (pricing-body.cache.ts).
  providers: [{ provide: PricingBodyCache, useFactory: () => new PricingBodyCache() }],
})
export class PricingModule {}
