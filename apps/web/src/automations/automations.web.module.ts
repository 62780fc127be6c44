import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { AutomationActionsWebController } from './automation-actions.web.controller';
import { AutomationWebController } from './automation.web.controller';
import { AutomationsListWebController } from './automations-list.web.controller';
import { DeliveriesWebController } from './deliveries.web.controller';
import { IncomingWebhookWebController } from './incoming-webhook.web.controller';
import { TestReceiveWebController } from './test-receive.web.controller';

/**
 * Settings > Workflow > Automations: list, create, edit, enable/disable, delete, Send test, the
 * incoming-webhook panel, Test a received event and the delivery log. The list controller comes
 * first so `/new` is routed before `/:id`.
 */
@Module({
  imports: [WebKitModule],
  controllers: [
    AutomationsListWebController,
    AutomationWebController,
    AutomationActionsWebController,
    IncomingWebhookWebController,
    TestReceiveWebController,
    DeliveriesWebController,
  ],
})
export class AutomationsWebModule {}
