import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AutomationWriteDeps, Clock, IdGenerator, UnitOfWork } from '@deal/domain';
import { HmacWebhookSigner, RandomAutomationSecretIssuer, UndiciWebhookSender } from '@deal/persistence';
import { API_CONFIG, CLOCK, ID_GENERATOR, UNIT_OF_WORK } from '../app.tokens';
import type { ApiConfig } from '../config/api-config';
import { AUTOMATION_WRITE_DEPS, WEBHOOK_SENDER, WEBHOOK_SIGNER } from './automations.tokens';

const providers = [
  {
    provide: WEBHOOK_SENDER,
    useFactory: (config: ApiConfig) =>
      new UndiciWebhookSender({
        timeoutMs: config.webhookTimeoutMs,
        allowLoopback: config.webhookAllowLoopback,
      }),
    inject: [API_CONFIG],
  },
  { provide: WEBHOOK_SIGNER, useValue: new HmacWebhookSigner() },
  {
    provide: AUTOMATION_WRITE_DEPS,
    useFactory: (
      uow: UnitOfWork,
      ids: IdGenerator,
      clock: Clock,
      config: ApiConfig,
    ): AutomationWriteDeps => ({
      uow,
      ids,
      secrets: new RandomAutomationSecretIssuer(),
      clock,
      allowLoopback: config.webhookAllowLoopback,
    }),
    inject: [UNIT_OF_WORK, ID_GENERATOR, CLOCK, API_CONFIG],
  },
];

/**
 * The automations' adapters, bound once for the API's routes and the web pages alike: one webhook
 * sender (one pool of sockets, closed at shutdown) and one set of write dependencies.
 */
@Module({ providers, exports: [WEBHOOK_SENDER, WEBHOOK_SIGNER, AUTOMATION_WRITE_DEPS] })
export class AutomationAdaptersModule implements OnApplicationShutdown {
  constructor(@Inject(WEBHOOK_SENDER) private readonly sender: UndiciWebhookSender) {}

  /** Lets a Send test under way finish, then closes the sender's sockets. */
  async onApplicationShutdown(): Promise<void> {
    await this.sender.close();
  }
}
