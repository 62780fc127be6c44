import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { DealEditWebController } from './deal-edit.web.controller';
import { DealListWebController } from './deal-list.web.controller';
import { DealRescheduleWebController } from './deal-reschedule.web.controller';
import { DealWebController } from './deal.web.controller';
import { DealPricingWebController } from '../deal-pricing/deal-pricing.web.controller';

/**
 * The deal pages: a space's list with new drafts, a deal's page with its status moves and the edit
 * forms of its fields, phases and pricing, and the reschedule preview and confirmation. The list's
 * controller comes first, so its `new` route is matched before the deal page's `:deal`.
 */
@Module({
  imports: [WebKitModule],
  controllers: [
    DealListWebController,
    DealWebController,
    DealEditWebController,
    DealRescheduleWebController,
    DealPricingWebController,
  ],
})
export class DealsWebModule {}
