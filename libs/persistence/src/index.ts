/** Persistence adapters: TypeORM on PostgreSQL (a real server, or embedded PGlite by default). */
export type { DatabaseConfig } from './config/database-config';
export { databaseConfigFromEnv } from './config/database-config';
export type { Database, OpenDatabaseOptions } from './data-source/database';
export { APPLICATION_NAME, migrate, openDatabase } from './data-source/database';
export { openAppDatabase, openMigratedDatabase } from './data-source/open-migrated-database';
export { openThrowAwayDatabase } from './data-source/throw-away-database';
export {
  DatabaseCommitUnknownError,
  DatabaseConnectionLostError,
  isDatabaseUnavailable,
} from './data-source/database-unavailable';
export { TypeOrmUnitOfWork } from './unit-of-work/typeorm-unit-of-work';
export { repositoriesFor } from './unit-of-work/repositories-for';
export { TypeOrmUserRepository } from './repositories/typeorm-user.repository';
export { TypeOrmSpaceRepository } from './repositories/typeorm-space.repository';
export { TypeOrmMembershipRepository } from './repositories/typeorm-membership.repository';
export { TypeOrmInvitationRepository } from './repositories/typeorm-invitation.repository';
export { TypeOrmCredentialRepository } from './repositories/typeorm-credential.repository';
export { TypeOrmDealRepository } from './repositories/typeorm-deal.repository';
export { TypeOrmPhaseRepository } from './repositories/typeorm-phase.repository';
export { TypeOrmDealVersionRepository } from './repositories/typeorm-deal-version.repository';
export { TypeOrmDeviceAuthorizationRepository } from './repositories/typeorm-device-authorization.repository';
export { TypeOrmDeviceApprovalAttemptRepository } from './repositories/typeorm-device-approval-attempt.repository';
export { TypeOrmAutomationRepository } from './repositories/typeorm-automation.repository';
export { TypeOrmOutboxRepository } from './repositories/typeorm-outbox.repository';
export { TypeOrmDeliveryRepository } from './repositories/typeorm-delivery.repository';
export type { DisabledEndpoint } from './repositories/typeorm-delivery.repository';
// The dispatcher's own claim and grouped record, for the bench's hand-written outbox loop (its fair floor).
export { CLAIM_DUE_SQL, RECORD_ATTEMPTS_NO_FAILURE_SQL } from './repositories/delivery.sql';
// A deal change's event part, a new estimate's one read and its row's part, for the bench's
// hand-written baselines.
export { insertEventPart } from './repositories/typeorm-outbox.repository';
export { insertEstimatePart } from './repositories/estimate-insert.sql';
export { LINE_TOTALS } from './repositories/line-totals.mapper';
export { ESTIMATE_TOTALS_REBUILD } from './migrations/1765000000000-estimate-totals';
export {
  TypeOrmEmailDeliveryRepository,
  TypeOrmEmailOutboxRepository,
} from './repositories/typeorm-email-outbox.repository';
export { TypeOrmIdempotencyStore } from './repositories/typeorm-idempotency.store';
export { OUTBOX_CHANNEL } from './outbox/outbox-channel';
export { setTraceContextSource } from './repositories/typeorm-outbox.repository';
export { listenForOutbox } from './outbox/outbox-listener';
export type { OutboxSubscription, OutboxWakeHandlers } from './outbox/outbox-listener';
export { outboxBacklog, type OutboxBacklog } from './outbox/outbox-backlog';
export {
  DEFAULT_PRUNE_BATCH_SIZE,
  pruneExpiredRows,
  type PruneCounts,
  type PruneOptions,
  type RetentionHorizons,
} from './retention/prune-expired-rows';
export type { SecretBox } from './secrets/secret-box';
export { aesGcmSecretBox } from './secrets/secret-box';
export { SEALED_COLUMNS, openRow, openRows, sealRow } from './secrets/sealed-columns';
export { resealSecrets } from './secrets/reseal-secrets';
export { secretBoxFromEnv } from './secrets/secret-box-from-env';
export { MIGRATIONS } from './migrations';
