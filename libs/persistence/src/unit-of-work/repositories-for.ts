import type { Repositories } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { TypeOrmAutomationRepository } from '../repositories/typeorm-automation.repository';
import { TypeOrmCredentialRepository } from '../repositories/typeorm-credential.repository';
import { TypeOrmDealVersionRepository } from '../repositories/typeorm-deal-version.repository';
import { TypeOrmDealRepository } from '../repositories/typeorm-deal.repository';
import { TypeOrmDeliveryRepository } from '../repositories/typeorm-delivery.repository';
import { TypeOrmDeviceApprovalAttemptRepository } from '../repositories/typeorm-device-approval-attempt.repository';
import { TypeOrmPendingSignUpRepository } from '../repositories/typeorm-pending-sign-up.repository';
import { TypeOrmEmailOutboxRepository } from '../repositories/typeorm-email-outbox.repository';
import { TypeOrmDeviceAuthorizationRepository } from '../repositories/typeorm-device-authorization.repository';
import { TypeOrmIdempotencyStore } from '../repositories/typeorm-idempotency.store';
import { TypeOrmInboundReceiptRepository } from '../repositories/typeorm-inbound-receipt.repository';
import { TypeOrmInvitationBlockRepository } from '../repositories/typeorm-invitation-block.repository';
import { TypeOrmInvitationRepository } from '../repositories/typeorm-invitation.repository';
import { TypeOrmMembershipRepository } from '../repositories/typeorm-membership.repository';
import { TypeOrmOutboxRepository } from '../repositories/typeorm-outbox.repository';
import { TypeOrmEventFeedRepository } from '../repositories/typeorm-event-feed.repository';
import { TypeOrmPhaseRepository } from '../repositories/typeorm-phase.repository';
import { TypeOrmSpaceDeletionRepository } from '../repositories/typeorm-space-deletion.repository';
import { TypeOrmSpaceQuotaRepository } from '../repositories/typeorm-space-quota.repository';
import { TypeOrmSpaceRepository } from '../repositories/typeorm-space.repository';
import { TypeOrmUserRepository } from '../repositories/typeorm-user.repository';
import { TypeOrmWebSessionRepository } from '../repositories/typeorm-web-session.repository';

/** Every repository bound to one EntityManager: a transaction's, or the data source's (autocommit). */
export function repositoriesFor(manager: EntityManager): Repositories {
  return {
    users: new TypeOrmUserRepository(manager),
    sessions: new TypeOrmWebSessionRepository(manager),
    spaces: new TypeOrmSpaceRepository(manager),
    memberships: new TypeOrmMembershipRepository(manager),
    invitations: new TypeOrmInvitationRepository(manager),
    invitationBlocks: new TypeOrmInvitationBlockRepository(manager),
    spaceQuotas: new TypeOrmSpaceQuotaRepository(manager),
    spaceDeletions: new TypeOrmSpaceDeletionRepository(manager),
    credentials: new TypeOrmCredentialRepository(manager),
    deals: new TypeOrmDealRepository(manager),
    phases: new TypeOrmPhaseRepository(manager),
    versions: new TypeOrmDealVersionRepository(manager),
    automations: new TypeOrmAutomationRepository(manager),
    outbox: new TypeOrmOutboxRepository(manager),
    deliveries: new TypeOrmDeliveryRepository(manager),
    events: new TypeOrmEventFeedRepository(manager),
    deviceAuthorizations: new TypeOrmDeviceAuthorizationRepository(manager),
    deviceApprovalAttempts: new TypeOrmDeviceApprovalAttemptRepository(manager),
    idempotencyKeys: new TypeOrmIdempotencyStore(manager),
    inboundReceipts: new TypeOrmInboundReceiptRepository(manager),
    emails: new TypeOrmEmailOutboxRepository(manager),
    pendingSignUps: new TypeOrmPendingSignUpRepository(manager),
  };
}
