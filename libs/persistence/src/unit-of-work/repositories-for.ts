import type { Repositories } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { TypeOrmAutomationRepository } from '../repositories/typeorm-automation.repository';
import { TypeOrmCredentialRepository } from '../repositories/typeorm-credential.repository';
import { TypeOrmDealVersionRepository } from '../repositories/typeorm-deal-version.repository';
import { TypeOrmDealRepository } from '../repositories/typeorm-deal.repository';
import { TypeOrmDeliveryRepository } from '../repositories/typeorm-delivery.repository';
import { TypeOrmDeviceApprovalAttemptRepository } from '../repositories/typeorm-device-approval-attempt.repository';
import { TypeOrmPendingSignUpRepository } from '../repositories/typeorm-pending-sign-up.repository';
import { TypeOrmPasswordResetRepository } from '../repositories/typeorm-password-reset.repository';
import { TypeOrmEmailOutboxRepository } from '../repositories/typeorm-email-outbox.repository';
import { TypeOrmDeviceAuthorizationRepository } from '../repositories/typeorm-device-authorization.repository';
import { TypeOrmIdempotencyStore } from '../repositories/typeorm-idempotency.store';
import { TypeOrmInboundReceiptRepository } from '../repositories/typeorm-inbound-receipt.repository';
import { TypeOrmInvitationBlockRepository } from '../repositories/typeorm-invitation-block.repository';
import { TypeOrmInvitationRepository } from '../repositories/typeorm-invitation.repository';
import { TypeOrmMembershipRepository } from '../repositories/typeorm-membership.repository';
import { TypeOrmOutboxRepository } from '../repositories/typeorm-outbox.repository';
import { TypeOrmEventFeedRepository } from '../repositories/typeorm-event-feed.repository';
import {
  TypeOrmDealPricingRepository,
  TypeOrmEstimateRepository,
  TypeOrmRateCardRepository,
  TypeOrmRoleRepository,
} from '../repositories/typeorm-pricing.repositories';
import { TypeOrmPipelineRepository } from '../repositories/typeorm-pipeline.repository';
import { TypeOrmPhaseRepository } from '../repositories/typeorm-phase.repository';
import { TypeOrmSpaceDeletionRepository } from '../repositories/typeorm-space-deletion.repository';
import { TypeOrmSpaceQuotaRepository } from '../repositories/typeorm-space-quota.repository';
import { TypeOrmSpaceRepository } from '../repositories/typeorm-space.repository';
import { TypeOrmUserRepository } from '../repositories/typeorm-user.repository';
import { TypeOrmWebSessionRepository } from '../repositories/typeorm-web-session.repository';

type Builders = { readonly [K in keyof Repositories]: (manager: EntityManager) => Repositories[K] };

const BUILDERS: Builders = {
  users: (manager) => new TypeOrmUserRepository(manager),
  sessions: (manager) => new TypeOrmWebSessionRepository(manager),
  spaces: (manager) => new TypeOrmSpaceRepository(manager),
  memberships: (manager) => new TypeOrmMembershipRepository(manager),
  invitations: (manager) => new TypeOrmInvitationRepository(manager),
  invitationBlocks: (manager) => new TypeOrmInvitationBlockRepository(manager),
  spaceQuotas: (manager) => new TypeOrmSpaceQuotaRepository(manager),
  spaceDeletions: (manager) => new TypeOrmSpaceDeletionRepository(manager),
  credentials: (manager) => new TypeOrmCredentialRepository(manager),
  deals: (manager) => new TypeOrmDealRepository(manager),
  phases: (manager) => new TypeOrmPhaseRepository(manager),
  versions: (manager) => new TypeOrmDealVersionRepository(manager),
  automations: (manager) => new TypeOrmAutomationRepository(manager),
  outbox: (manager) => new TypeOrmOutboxRepository(manager),
  deliveries: (manager) => new TypeOrmDeliveryRepository(manager),
  events: (manager) => new TypeOrmEventFeedRepository(manager),
  deviceAuthorizations: (manager) => new TypeOrmDeviceAuthorizationRepository(manager),
  deviceApprovalAttempts: (manager) => new TypeOrmDeviceApprovalAttemptRepository(manager),
  idempotencyKeys: (manager) => new TypeOrmIdempotencyStore(manager),
  inboundReceipts: (manager) => new TypeOrmInboundReceiptRepository(manager),
  emails: (manager) => new TypeOrmEmailOutboxRepository(manager),
  pendingSignUps: (manager) => new TypeOrmPendingSignUpRepository(manager),
  roles: (manager) => new TypeOrmRoleRepository(manager),
  rateCards: (manager) => new TypeOrmRateCardRepository(manager),
  dealPricing: (manager) => new TypeOrmDealPricingRepository(manager),
  estimates: (manager) => new TypeOrmEstimateRepository(manager),
  pipeline: (manager) => new TypeOrmPipelineRepository(manager),
  passwordResets: (manager) => new TypeOrmPasswordResetRepository(manager),
};

const BUILT = Symbol('built repositories');

/**
 * The repositories of one manager. Each getter lives once on the prototype, so a transaction costs
 * one small object, not twenty property definitions (profiles of the hot requests showed those).
 * The getters read `this`, so an object made with `Object.create(repositories)` that replaces some
 * of them (the api's credential cache) still builds and keeps the rest in the same place.
 */
class ManagerRepositories {
  readonly [BUILT]: { -readonly [K in keyof Repositories]?: Repositories[K] } = {};
  constructor(readonly manager: EntityManager) {}
}

for (const name of Object.keys(BUILDERS) as (keyof Repositories)[]) {
  Object.defineProperty(ManagerRepositories.prototype, name, {
    enumerable: true,
    get(this: ManagerRepositories) {
      return (this[BUILT][name] ??= BUILDERS[name](this.manager) as never);
    },
  });
}

/**
 * Every repository bound to one EntityManager: a transaction's, or the data source's (autocommit).
 * Each is built on first use and kept, so a transaction builds only the repositories it uses
 * (a deal change uses four of the twenty) and reads the same instance every time.
 */
export function repositoriesFor(manager: EntityManager): Repositories {
  return new ManagerRepositories(manager) as unknown as Repositories;
}
