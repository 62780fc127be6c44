import type { AttemptRecord, DeliveryRepository } from '@deal/domain';

/** Where an attempt is recorded: the repository, or the grouping below. */
export type AttemptRecords = Pick<DeliveryRepository, 'recordAttempt'>;

interface Waiting {
  readonly record: AttemptRecord;
  resolve(applied: boolean): void;
  reject(error: unknown): void;
}

/** More records than this wait for the next statement; keeps one statement's parameters small. */
export const MAX_GROUP = 64;

/**
 * The repository's record of an attempt, with the attempts that end close together recorded by
 * one `recordAttempts` statement instead of one statement each. An attempt is queued the moment it
 * ends (its state, retry time included, already decided) and goes out with the attempts that end in
 * the same turn of the event loop, or, while a statement is under way, with those that end before
 * it returns: groups follow one another back to back, so no attempt waits for a slower delivery
 * of its claim, only for at most one statement. Each caller learns whether its own record applied;
 * when a statement fails, every record of its group fails with it (their deliveries fall due again
 * when their leases end, as when one record failed before).
 */
export class GroupedAttemptRecords implements AttemptRecords {
  private waiting: Waiting[] = [];
  private scheduled = false;
  private recording = false;

  constructor(
    private readonly repository: Pick<DeliveryRepository, 'recordAttempts'>,
    private readonly maxGroup = MAX_GROUP,
  ) {}

  recordAttempt(record: AttemptRecord): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ record, resolve, reject });
      if (this.recording || this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        void this.recordWaiting();
      });
    });
  }

  /** Records the waiting groups one statement at a time until none is left. */
  private async recordWaiting(): Promise<void> {
    this.recording = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, this.maxGroup);
        try {
          const applied = await this.repository.recordAttempts(group.map((waiting) => waiting.record));
          group.forEach((waiting, index) => waiting.resolve(applied[index] === true));
        } catch (error) {
          for (const waiting of group) waiting.reject(error);
        }
      }
    } finally {
      this.recording = false;
    }
  }
}
