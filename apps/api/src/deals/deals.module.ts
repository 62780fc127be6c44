import { Module } from '@nestjs/common';
import { AddPhaseHttpController } from './add-phase/add-phase.http.controller';
import { EditPhaseHttpController } from './edit-phase/edit-phase.http.controller';
import { CreateDealHttpController } from './create-deal/create-deal.http.controller';
import { GetDealHttpController } from './get-deal/get-deal.http.controller';
import { ListDealsHttpController } from './list-deals/list-deals.http.controller';
import { ListPhasesHttpController } from './list-phases/list-phases.http.controller';
import { ListVersionsHttpController } from './list-versions/list-versions.http.controller';
import { MoveDealStatusHttpController } from './move-deal-status/move-deal-status.http.controller';
import { RemovePhaseHttpController } from './remove-phase/remove-phase.http.controller';
import { RescheduleDealHttpController } from './reschedule-deal/reschedule-deal.http.controller';
import { UpdateDealHttpController } from './update-deal/update-deal.http.controller';

/** Deals, their phases and versions: everything a client needs for the pre-approval flow. */
@Module({
  controllers: [
    CreateDealHttpController,
    ListDealsHttpController,
    GetDealHttpController,
    UpdateDealHttpController,
    MoveDealStatusHttpController,
    RescheduleDealHttpController,
    AddPhaseHttpController,
    EditPhaseHttpController,
    RemovePhaseHttpController,
    ListPhasesHttpController,
    ListVersionsHttpController,
  ],
})
export class DealsModule {}
