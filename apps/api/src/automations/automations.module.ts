import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type {
  AutomationSecretIssuer,
  AutomationWriteDeps,
  Clock,
  IdGenerator,
  UnitOfWork,
} from '@deal/domain';
import { RandomAutomationSecretIssuer, UndiciWebhookSender } from '@deal/persistence';
import { API_CONFIG, CLOCK, ID_GENERATOR, UNIT_OF_WORK } from '../app.tokens';
import type { ApiConfig } from '../config/api-config';
import { AUTOMATION_SECRET_ISSUER, AUTOMATION_WRITE_DEPS, WEBHOOK_SENDER } from './automations.tokens';
import { CreateAutomationHttpController } from './create-automation/create-automation.http.controller';
import { DeleteAutomationHttpController } from './delete-automation/delete-automation.http.controller';
import { GetAutomationHttpController } from './get-automation/get-automation.http.controller';
import { GetIncomingWebhookHttpController } from './get-incoming-webhook/get-incoming-webhook.http.controller';
import { ListAutomationsHttpController } from './list-automations/list-automations.http.controller';
import { ListDeliveriesHttpController } from './list-deliveries/list-deliveries.http.controller';
import { RedeliverDeliveryHttpController } from './redeliver-delivery/redeliver-delivery.http.controller';
import { RotateActionSecretHttpController } from './rotate-action-secret/rotate-action-secret.http.controller';
import { RotateSigningKeyHttpController } from './rotate-signing-key/rotate-signing-key.http.controller';
import { SendTestHttpController } from './send-test/send-test.http.controller';
import { TestReceiveHttpController } from './test-receive/test-receive.http.controller';
import { UpdateAutomationHttpController } from './update-automation/update-automation.http.controller';

const adapters = [
  { provide: AUTOMATION_SECRET_ISSUER, useClass: RandomAutomationSecretIssuer },
  {
    provide: WEBHOOK_SENDER,
    useFactory: (config: ApiConfig) =>
      new UndiciWebhookSender({
        timeoutMs: config.webhookTimeoutMs,
        allowLoopback: config.webhookAllowLoopback,
      }),
    inject: [API_CONFIG],
  },
];

const values = [
  {
    provide: AUTOMATION_WRITE_DEPS,
    useFactory: (
      uow: UnitOfWork,
      ids: IdGenerator,
      secrets: AutomationSecretIssuer,
      clock: Clock,
      config: ApiConfig,
    ): AutomationWriteDeps => ({ uow, ids, secrets, clock, allowLoopback: config.webhookAllowLoopback }),
    inject: [UNIT_OF_WORK, ID_GENERATOR, AUTOMATION_SECRET_ISSUER, CLOCK, API_CONFIG],
  },
];

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
    SendTestHttpController,
    TestReceiveHttpController,
    ListDeliveriesHttpController,
    RedeliverDeliveryHttpController,
  ],
  providers: [...adapters, ...values],
})
export class AutomationsModule implements OnApplicationShutdown {
  constructor(@Inject(WEBHOOK_SENDER) private readonly sender: UndiciWebhookSender) {}

  /** Lets a Send test under way finish, then closes the sender's sockets. */
  async onApplicationShutdown(): Promise<void> {
    await this.sender.close();
  }
}
