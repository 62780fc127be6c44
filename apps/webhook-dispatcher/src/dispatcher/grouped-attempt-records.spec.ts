import { HmacWebhookSigner } from '@deal/node-adapters';
import type {
  AttemptOutcome,
  AttemptRecord,
  ClaimQuery,
  ClaimedDelivery,
  WebhookPost,
  WebhookSender,
} from '@deal/domain';
import { Dispatcher, type DispatcherLog } from './dispatcher';
import { GroupedAttemptRecords } from './grouped-attempt-records';

const claimOf = (n: number): ClaimedDelivery => ({
  id: `dlv_${n}`,
  eventId: `evt_${n}`,
  actionId: 'act_1',
  automationId: 'aut_1',
  spaceId: 'spc_1',
  url: 'https://hooks.example.com/in',
  secret: 'svcwh_x',
  signingSecrets: ['whsec_eA=='],
  payload: {
    event: 'service_deal_updated',
    space_id: 'spc_1',
    timestamp: '2026-11-23T09:00:00.000Z',
    deal: { id: `deal_${n}`, url: 'u', name: 'n', status: 'pending', currency: 'eur' },
    changes: {},
    message: '',
  },
  attemptCount: 0,
  leaseExpiresAt: 1,
  createdAt: 0,
});

const recordOf = (n: number): AttemptRecord => ({
  deliveryId: `dlv_${n}`,
  leaseExpiresAt: 1,
  attempt: { id: `att_${n}`, startedAt: 0, durationMs: 1, statusCode: 200, error: null },
  next: { status: 'delivered', lastError: null },
  now: 1,
});

/** Keeps each `recordAttempts` call; a call can be held until the test lets it return. */
class GroupRepository {
  queue: ClaimedDelivery[] = [];
  groups: AttemptRecord[][] = [];
  /** Deliveries whose lease was lost: their records do not apply. */
  stale = new Set<string>();
  failNext = false;
  hold = false;
  private held: (() => void)[] = [];
  async claimDue(query: ClaimQuery): Promise<ClaimedDelivery[]> {
    return this.queue.splice(0, query.limit);
  }
  async recordAttempts(records: readonly AttemptRecord[]): Promise<boolean[]> {
    this.groups.push([...records]);
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    if (this.failNext) {
      this.failNext = false;
      throw new Error('connection terminated');
    }
    return records.map((record) => !this.stale.has(record.deliveryId));
  }
  releaseHeld(): void {
    this.hold = false;
    for (const release of this.held.splice(0)) release();
  }
}

// 10 ms, then one more turn: the immediate that GroupedAttemptRecords scheduled before has run even
// when a busy machine (parallel test workers) delays the loop past the 10 ms timer.
const settle = () => new Promise((resolve) => setTimeout(() => setImmediate(resolve), 10));
const ids = (group: AttemptRecord[] | undefined) => group?.map((record) => record.deliveryId);

describe('GroupedAttemptRecords', () => {
  let repository: GroupRepository;
  beforeEach(() => {
    repository = new GroupRepository();
  });

  it('sends the records that arrive in one turn as one statement, and tells each caller its own result', async () => {
    const records = new GroupedAttemptRecords(repository);
    repository.stale.add('dlv_2');
    const results = await Promise.all([1, 2, 3].map((n) => records.recordAttempt(recordOf(n))));
    expect(results).toEqual([true, false, true]);
    expect(repository.groups.map(ids)).toEqual([['dlv_1', 'dlv_2', 'dlv_3']]);
  });

  it('while a statement runs, gathers what arrives into the next one, sent as soon as it returns', async () => {
    const records = new GroupedAttemptRecords(repository);
    repository.hold = true;
    const first = records.recordAttempt(recordOf(1));
    await settle();
    const later = [2, 3].map((n) => records.recordAttempt(recordOf(n)));
    await settle();
    expect(repository.groups.map(ids)).toEqual([['dlv_1']]);
    repository.releaseHeld();
    await expect(Promise.all([first, ...later])).resolves.toEqual([true, true, true]);
    expect(repository.groups.map(ids)).toEqual([['dlv_1'], ['dlv_2', 'dlv_3']]);
  });

  it('never puts more than its limit in one statement', async () => {
    const records = new GroupedAttemptRecords(repository, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => records.recordAttempt(recordOf(n))));
    expect(repository.groups.map((group) => group.length)).toEqual([2, 2, 1]);
  });

  it('fails every record of a failed statement, and still sends the next group', async () => {
    const records = new GroupedAttemptRecords(repository);
    repository.failNext = true;
    const failed = [1, 2].map((n) => records.recordAttempt(recordOf(n)));
    await expect(Promise.allSettled(failed)).resolves.toEqual([
      { status: 'rejected', reason: new Error('connection terminated') },
      { status: 'rejected', reason: new Error('connection terminated') },
    ]);
    await expect(records.recordAttempt(recordOf(3))).resolves.toBe(true);
  });
});

describe('Dispatcher with grouped records', () => {
  /** Each POST waits until the test answers it. */
  class HeldSender implements WebhookSender {
    held = new Map<string, (outcome: AttemptOutcome) => void>();
    post(post: WebhookPost) {
      return new Promise<{ outcome: AttemptOutcome; durationMs: number }>((resolve) =>
        this.held.set(post.headers['X-Service-Delivery'] as string, (outcome) =>
          resolve({ outcome, durationMs: 5 }),
        ),
      );
    }
    answer(id: string, outcome: AttemptOutcome): void {
      this.held.get(id)?.(outcome);
      this.held.delete(id);
    }
  }

  it('records the attempts that end together in one statement, without waiting for a slow one of the claim', async () => {
    const repository = new GroupRepository();
    repository.queue = [1, 2, 3, 4].map(claimOf);
    repository.stale.add('dlv_4');
    const sender = new HeldSender();
    let now = 10_000;
    const lines: string[] = [];
    const log: DispatcherLog = { entry: (_level, msg) => lines.push(msg) };
    const dispatcher = new Dispatcher({
      claims: repository,
      records: new GroupedAttemptRecords(repository),
      sender,
      clock: { now: () => now },
      ids: { next: (prefix) => `${prefix}_x` },
      retryDelaysMs: [1000, 5000],
      signer: new HmacWebhookSigner(),
      settings: { concurrency: 8, pollIntervalMs: 60_000, leaseMs: 60_000 },
      log,
    });
    dispatcher.start();
    await settle();
    now = 10_250;
    sender.answer('dlv_1', { kind: 'response', status: 200 });
    sender.answer('dlv_2', { kind: 'response', status: 503 });
    sender.answer('dlv_4', { kind: 'response', status: 200 });
    await settle();
    // dlv_3's receiver has not answered: the three that did are recorded meanwhile, in one group.
    expect(repository.groups.map(ids)).toEqual([['dlv_1', 'dlv_2', 'dlv_4']]);
    const [delivered, retried] = repository.groups[0] ?? [];
    expect(delivered?.next).toEqual({ status: 'delivered', lastError: null });
    // The retry is due exactly 1 s after the attempt ended.
    expect(retried?.next).toEqual({ status: 'pending', nextAttemptAt: 11_250, lastError: 'HTTP 503' });
    now = 12_000;
    sender.answer('dlv_3', { kind: 'response', status: 410 });
    await settle();
    expect(repository.groups.map(ids)).toEqual([['dlv_1', 'dlv_2', 'dlv_4'], ['dlv_3']]);
    expect(dispatcher.stats.snapshot()).toMatchObject({
      claimed: 4,
      delivered: 1,
      retried: 1,
      failed: 1,
      leaseLost: 1,
    });
    expect(lines).toContain('lease lost before the attempt was recorded; delivery left to its new holder');
    await dispatcher.stop(100);
  });
});
