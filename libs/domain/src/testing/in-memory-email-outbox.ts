import type { EmailOutboxRepository } from '../email/email-outbox.repository';
import type { QueuedEmail } from '../email/email-message';

/** The email outbox in memory: what a use case queued, in order. */
export class InMemoryEmailOutbox implements EmailOutboxRepository {
  readonly queued: QueuedEmail[] = [];

  async enqueue(email: QueuedEmail): Promise<void> {
    this.queued.push(email);
  }
}
