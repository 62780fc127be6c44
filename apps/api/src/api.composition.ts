import type { Clock, CreateDealDeps, SpaceDeletion } from '@deal/domain';
import { TypeOrmUnitOfWork, type Database } from '@deal/persistence';
import {
  HmacWebhookSigner,
  NodeRandomSource,
  NodeSecretHasher,
  RandomAutomationSecretIssuer,
  RandomIdGenerator,
  RandomTokenIssuer,
  SystemClock,
  UndiciWebhookSender,
} from '@deal/node-adapters';
import { httpAppOperations, JsonLogger, logSpaceDeletion } from '@deal/nest-kit';
import type { ApiParts } from './api.parts';
import { CredentialCache } from './auth/credential-cache';
import { RequestAuthenticator } from './auth/request-authenticator';
import type { ApiConfig } from './config/api-config';
import { OpenApiDocumentHolder } from './openapi/get-openapi/openapi-document';
import { FixedWindowMemoryThrottlerStorage } from './rate-limit/fixed-window-memory.throttler-storage';
import { FixedWindowRedisThrottlerStorage } from './rate-limit/fixed-window-redis.throttler-storage';
import { throttlerOptionsFor } from './rate-limit/throttler-options.factory';

/** What tests may replace in the api's composition. */
export interface ApiOverrides {
  /** Defaults to the system clock. */
  readonly clock?: Clock;
}

/**
 * The api's composition root: every adapter of the app and every use case's dependency object is
 * built here, once, and nowhere else. Controllers and guards inject one part (`@InjectApi`)
 * and pass its ready objects to the use cases. "What implements X in the api" is answered here;
 * what each part is, in api.parts.ts.
 */
export function composeApi(database: Database, config: ApiConfig, overrides: ApiOverrides = {}): ApiParts {
  const { clock = new SystemClock() } = overrides;
  const logger = new JsonLogger(config.logLevel);
  const hasher = new NodeSecretHasher();
  const ids = new RandomIdGenerator();
  const tokens = new RandomTokenIssuer(hasher);
  const random = new NodeRandomSource();
  // Credentials and users found by token hash are kept a few seconds (docs/performance.md).
  const uow = new CredentialCache(clock).wrap(new TypeOrmUnitOfWork(database.dataSource));
  // Reads outside a transaction: every listing and access check.
  const reads = uow.repositories;
  const { credentials: credentialRows, memberships, spaces } = reads;
  // One pool of sockets for the API's Send test, closed at shutdown.
  const sender = new UndiciWebhookSender({
    timeoutMs: config.webhookTimeoutMs,
    allowLoopback: config.webhookAllowLoopback,
  });
  const signer = new HmacWebhookSigner();
  const secrets = new RandomAutomationSecretIssuer();
  // The rate-limit counters (the API budget; the web app counts its sign-in attempts here too): Redis
  // when configured, shared by the instances (its connection opens and closes with the Nest app's
  // hooks), else in this process.
  const operations = httpAppOperations('api', database, config.redisUrl);
  // Each failure of the shared store is counted (rate_limit_store_errors_total), sign-ins included.
  const limiterStore = config.redisUrl
    ? new FixedWindowRedisThrottlerStorage(config.redisUrl, () =>
        operations.metrics.rateLimitStoreErrors.inc({ store: 'redis' }),
      )
    : new FixedWindowMemoryThrottlerStorage(clock);
  return {
    config,
    logger,
    operations,
    rateLimit: { throttler: throttlerOptionsFor(config, limiterStore) },
    openApi: new OpenApiDocumentHolder(),
    authenticator: new RequestAuthenticator(uow, clock, hasher, logger),
    spaces: {
      reads,
      list: { spaces },
      create: { uow, ids, clock, limits: config.spaceLimits },
      update: { repos: reads, clock },
      /** Deleting a space; each deletion is logged once (docs/credentials-and-members.md). */
      remove: { uow, clock },
      logDeletion: (deletion: SpaceDeletion) => logSpaceDeletion(logger, deletion),
      /** Invitations: the one way into a space (docs/credentials-and-members.md). */
      /** Each invitation emails its invitee a single-use link to APP_URL (docs/accounts.md). */
      invite: {
        uow,
        ids,
        clock,
        limits: config.spaceLimits,
        links: { random, hasher, appUrl: config.appUrl },
      },
      answerInvitation: { uow, clock },
      blocks: { repos: reads },
      revokeInvitation: { uow },
      listInvitations: { repos: reads, clock },
    },
    /** The Idempotency-Key store and the clock that dates its keys (docs/api.md). */
    idempotency: { keys: reads.idempotencyKeys, clock },
    deals: {
      reads,
      /** Update, move status, reschedule, phases: each reads the clock inside its transaction. */
      change: { uow, ids, clock, appUrl: config.appUrl },
      /** createDeal takes the creation time as a value: read per call, here. */
      creation: (): CreateDealDeps => ({ uow, ids, now: clock.now(), appUrl: config.appUrl }),
    },
    credentials: {
      reads,
      issue: { credentials: credentialRows, memberships, ids, clock, tokens },
      revoke: { credentials: credentialRows, memberships, clock },
    },
    members: { reads, write: { uow, clock } },
    device: {
      appUrl: config.appUrl,
      request: { uow, clock, ids, random, hasher },
      poll: { uow, clock, ids, hasher, tokens },
      approve: { uow, clock },
    },
    /** The events feed (docs/events.md). */
    events: { reads },
    automations: {
      reads,
      clock,
      write: {
        uow,
        ids,
        secrets,
        clock,
        allowLoopback: config.webhookAllowLoopback,
        limits: config.automationLimits,
      },
      sendTest: { repos: reads, sender, signer, clock, ids, appUrl: config.appUrl },
      panel: { repos: reads, webhookInUrl: config.webhookInUrl },
      deliveries: { uow, clock },
      recover: { uow, clock, retentionDays: config.deliveryRetentionDays },
      rotateInbound: { uow, clock, secrets },
      remove: { uow },
    },
    /** Roles, rate cards, a deal's pricing and its estimates (docs/pricing.md). */
    pricing: { reads, write: { uow, ids, clock, appUrl: config.appUrl } },
    /** Lent to the web app mounted in this process (api-app.factory.ts). */
    shared: { uow, clock, rateLimitStore: limiterStore },
    /** Lets a Send test under way finish, then closes the sender's sockets. */
    close: () => sender.close(),
  } satisfies ApiParts;
}
