import { Module } from '@nestjs/common';
import { CreateAutomationHttpController } from './create-automation/create-automation.http.controller';
import { DeleteAutomationHttpController } from './delete-automation/delete-automation.http.controller';
import { GetAutomationHttpController } from './get-automation/get-automation.http.controller';
import { GetIncomingWebhookHttpController } from './get-incoming-webhook/get-incoming-webhook.http.controller';
import { ListAutomationsHttpController } from './list-automations/list-automations.http.controller';
import { ListDeliveriesHttpController } from './list-deliveries/list-deliveries.http.controller';
import { RedeliverDeliveryHttpController } from './redeliver-delivery/redeliver-delivery.http.controller';
import { EnableEndpointHttpController } from './enable-endpoint/enable-endpoint.http.controller';
import { RecoverDeliveriesHttpController } from './recover-deliveries/recover-deliveries.http.controller';
import { RotateInboundSigningSecretHttpController } from './rotate-inbound-signing-secret/rotate-inbound-signing-secret.http.controller';
import { RotateActionSecretHttpController } from './rotate-action-secret/rotate-action-secret.http.controller';
import { RotateSigningSecretHttpController } from './rotate-signing-secret/rotate-signing-secret.http.controller';
import { RotateSigningKeyHttpController } from './rotate-signing-key/rotate-signing-key.http.controller';
import { SendTestHttpController } from './send-test/send-test.http.controller';
import { TestReceiveHttpController } from './test-receive/test-receive.http.controller';
import { UpdateAutomationHttpController } from './update-automation/update-automation.http.controller';

/**
 * Automations of a space (CONTRACT §2 "Automations"): the admin surface, the incoming-webhook panel,
 * Send test, Test a received event, and the delivery log. Route order matters only within the
 * module: the literal sub-paths (`/incoming`, `/send-test` …) never collide with `:id` alone.
 */
@Module({
  controllers: [
    CreateAutomationHttpController,
    ListAutomationsHttpController,
    GetAutomationHttpController,
    UpdateAutomationHttpController,
    DeleteAutomationHttpController,
    GetIncomingWebhookHttpController,
    RotateSigningKeyHttpController,
    RotateActionSecretHttpController,
    RotateSigningSecretHttpController,
    EnableEndpointHttpController,
    RecoverDeliveriesHttpController,
    RotateInboundSigningSecretHttpController,
    SendTestHttpController,
    TestReceiveHttpController,
    ListDeliveriesHttpController,
    RedeliverDeliveryHttpController,
  ],
})
export class AutomationsModule {}
