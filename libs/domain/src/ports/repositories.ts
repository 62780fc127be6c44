import type { EmailOutboxRepository } from '../email/email-outbox.repository';
import type { InboundReceiptRepository } from '../webhook-in/inbound-receipt.repository';
import type { AutomationRepository } from '../automation/automation.repository';
import type { CredentialRepository } from '../credentials/credential';
import type { DealRepository, DealVersionRepository, PhaseRepository } from '../deal/deal.repository';
import type {
  DeviceApprovalAttemptRepository,
  DeviceAuthorizationRepository,
} from '../device/device-authorization.repository';
import type { EventFeedRepository } from '../event-feed/committed-event';
import type { IdempotencyStore } from '../idempotency/idempotency-record';
import type { UserRepository } from '../identity/user';
import type { WebSessionRepository } from '../identity/web-session';
import type { PendingSignUpRepository } from '../identity/pending-sign-up';
import type { PasswordResetRepository } from '../identity/password-reset';
import type { DeliveryRepository, OutboxRepository } from '../outbound-webhooks/outbox/outbox.repository';
import type {
  DealPricingRepository,
  EstimateRepository,
  RateCardRepository,
  RoleRepository,
} from '../pricing/pricing.repository';
import type { PipelineRepository } from '../pipeline/pipeline.repository';
import type { InvitationRepository } from '../space/invitation';
import type { InvitationBlockRepository } from '../space/invitation-block';
import type { SpaceDeletionRepository } from '../space/space-deletion';
import type { SpaceQuotaRepository } from '../space/space-limits';
import type { MembershipRepository, SpaceRepository } from '../space/space.repository';

/** Every repository, bound to one database session (a transaction, or autocommit outside one). */
export interface Repositories {
  readonly users: UserRepository;
  readonly sessions: WebSessionRepository;
  readonly spaces: SpaceRepository;
  readonly memberships: MembershipRepository;
  readonly invitations: InvitationRepository;
  /** Spaces a person refused further invitations from. */
  readonly invitationBlocks: InvitationBlockRepository;
  /** The counts the space and invitation limits are checked against. */
  readonly spaceQuotas: SpaceQuotaRepository;
  /** Deleting a space, and the audit rows of deleted spaces. */
  readonly spaceDeletions: SpaceDeletionRepository;
  readonly credentials: CredentialRepository;
  readonly deals: DealRepository;
  readonly phases: PhaseRepository;
  readonly versions: DealVersionRepository;
  readonly automations: AutomationRepository;
  readonly outbox: OutboxRepository;
  readonly deliveries: DeliveryRepository;
  /** The events feed (docs/events.md): every committed deal change, read in commit order. */
  readonly events: EventFeedRepository;
  readonly deviceAuthorizations: DeviceAuthorizationRepository;
  readonly deviceApprovalAttempts: DeviceApprovalAttemptRepository;
  /** Idempotency-Key claims and the responses kept for replay (docs/api.md). */
  readonly idempotencyKeys: IdempotencyStore;
  /** Receipts of signed inbound calls by `webhook-id`, kept 24 hours (docs/webhook-in.md). */
  readonly inboundReceipts: InboundReceiptRepository;
  /** Emails queued with what caused them, delivered by the dispatcher (docs/accounts.md). */
  readonly emails: EmailOutboxRepository;
  /** Open sign-ups waiting for their email to be verified (SIGN_UP=open, docs/accounts.md). */
  readonly pendingSignUps: PendingSignUpRepository;
  /** Roles and rate cards of a space; a deal's pricing and its estimates (docs/pricing.md). */
  readonly roles: RoleRepository;
  readonly rateCards: RateCardRepository;
  readonly dealPricing: DealPricingRepository;
  readonly estimates: EstimateRepository;
  /** The deals of a pipeline forecast with their phases, in one read (docs/pricing.md "Pipeline"). */
  readonly pipeline: PipelineRepository;
  /** "Forgot password" links, each used once within an hour (docs/accounts.md). */
  readonly passwordResets: PasswordResetRepository;
}

/**
 * Port: the unit of work. `transaction` commits when `work` resolves and rolls back when it throws
 * or returns a failed Result (`{ ok: false }`), so an expected failure never leaves half a change.
 */
export interface UnitOfWork {
  readonly repositories: Repositories;
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
