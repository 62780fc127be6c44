import type {
  ApproveDeviceCodeDeps,
  AutomationWriteDeps,
  Clock,
  CreateDealDeps,
  CreatePersonalTokenDeps,
  CreateSpaceDeps,
  CredentialRepository,
  DealChangeDeps,
  DeleteSpaceDeps,
  IdempotencyStore,
  InvitationBlockDeps,
  InvitationDeps,
  InvitationUnitOfWork,
  InviteDeps,
  ListInvitationsDeps,
  ListSpacesDeps,
  MembershipRepository,
  MemberUnitOfWork,
  PollDeviceTokenDeps,
  PricingWriteDeps,
  Repositories,
  RequestDeviceCodeDeps,
  SendTestDeps,
  SpaceDeletion,
  UnitOfWork,
  UpdateSpaceDeps,
} from '@deal/domain';
import { InjectComposed, type JsonLogger, type OperationsDeps } from '@deal/nest-kit';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { RequestAuthenticator } from './auth/request-authenticator';
import type { ApiConfig } from './config/api-config';
import type { OpenApiDocumentHolder } from './openapi/get-openapi/openapi-document';

/**
 * The api's parts: what its composition root (`composeApi`, api.composition.ts) builds and every
 * controller, guard and page injects one of (`@InjectApi('deals') deals: ApiParts['deals']`).
 * Each part groups the dependency objects of the use cases of one area, typed by the domain's own
 * `…Deps` interfaces, so what `this.deals.change` is can be read here, without opening the root.
 * Every `reads` is the repositories outside a transaction (listings, page reads, access checks).
 */
export interface ApiParts {
  readonly config: ApiConfig;
  readonly logger: JsonLogger;
  /** Probes, readiness checks and the metrics registry (nest-kit's ProbesModule). */
  readonly operations: OperationsDeps;
  /** The API budget: `@nestjs/throttler` over the shared (Redis) or in-process counters. */
  readonly rateLimit: { readonly throttler: ThrottlerModuleOptions };
  readonly openApi: OpenApiDocumentHolder;
  /** `Authorization: Bearer …` → the actor (the AuthGuard's). */
  readonly authenticator: RequestAuthenticator;
  readonly spaces: SpacesPart;
  /** The Idempotency-Key store and the clock that dates its keys (docs/api.md). */
  readonly idempotency: { readonly keys: IdempotencyStore; readonly clock: Clock };
  readonly deals: DealsPart;
  readonly credentials: CredentialsPart;
  readonly members: MembersPart;
  readonly device: DevicePart;
  /** The events feed (docs/events.md): `listEvents(events.reads, …)`. */
  readonly events: { readonly reads: Repositories };
  readonly automations: AutomationsPart;
  /** Roles, rate cards, a deal's pricing and its estimates (docs/pricing.md). */
  readonly pricing: PricingPart;
  /**
   * What the api's process lends an app mounted in it (the web app's `WebHost`, docs/web-app.md):
   * one unit of work, so one credential cache (a token revoked on a page is refused here at once),
   * one clock, and one rate-limit store (one Redis connection, its failures counted here).
   */
  readonly shared: {
    readonly uow: UnitOfWork;
    readonly clock: Clock;
    readonly rateLimitStore: ThrottlerStorage;
  };
  /** Lets a Send test under way finish, then closes the sender's sockets (after the HTTP server). */
  close(): Promise<void>;
}

/** Spaces, and invitations (the one way into a space; docs/credentials-and-members.md). */
export interface SpacesPart {
  readonly reads: Repositories;
  readonly list: ListSpacesDeps;
  readonly create: CreateSpaceDeps;
  readonly update: UpdateSpaceDeps;
  readonly remove: DeleteSpaceDeps;
  /** Each deletion is logged once (docs/credentials-and-members.md). */
  logDeletion(deletion: SpaceDeletion): void;
  readonly invite: InviteDeps;
  /** accept, decline, decline all. */
  readonly answerInvitation: InvitationDeps;
  readonly blocks: InvitationBlockDeps;
  readonly revokeInvitation: { readonly uow: InvitationUnitOfWork };
  readonly listInvitations: ListInvitationsDeps;
}

export interface DealsPart {
  readonly reads: Repositories;
  /** Update, move status, reschedule, phases: each reads the clock inside its transaction. */
  readonly change: DealChangeDeps;
  /** createDeal takes the creation time as a value: read per call. */
  creation(): CreateDealDeps;
}

/** Personal tokens and space keys. */
export interface CredentialsPart {
  readonly reads: Repositories;
  /** createPersonalToken, createSpaceKey (the latter also checks the caller's role). */
  readonly issue: CreatePersonalTokenDeps & { readonly memberships: Pick<MembershipRepository, 'roleOf'> };
  /** revokePersonalToken, revokeSpaceKey. */
  readonly revoke: {
    readonly credentials: Pick<CredentialRepository, 'findById' | 'revoke'>;
    readonly memberships: Pick<MembershipRepository, 'roleOf'>;
    readonly clock: Clock;
  };
}

export interface MembersPart {
  readonly reads: Repositories;
  /** changeMemberRole, removeMember. */
  readonly write: { readonly uow: MemberUnitOfWork; readonly clock: Clock };
}

/** The device authorization grant (RFC 8628) the CLI signs in with. */
export interface DevicePart {
  readonly appUrl: string;
  readonly request: RequestDeviceCodeDeps;
  readonly poll: PollDeviceTokenDeps;
  /** lookUpDeviceCode, approveDeviceCode. */
  readonly approve: ApproveDeviceCodeDeps;
}

export interface AutomationsPart {
  readonly reads: Repositories;
  readonly clock: Clock;
  /** create, update, enable an endpoint, rotate secrets. */
  readonly write: AutomationWriteDeps;
  readonly sendTest: SendTestDeps;
  /** getIncomingWebhookPanel, with the public URL of webhook-in. */
  readonly panel: {
    readonly repos: Pick<Repositories, 'automations' | 'memberships' | 'deals'>;
    readonly webhookInUrl: string;
  };
  /** redeliverDelivery. */
  readonly deliveries: { readonly uow: UnitOfWork; readonly clock: Clock };
  /** recoverDeliveries; `since` may not reach past RETENTION_DELIVERY_DAYS. */
  readonly recover: { readonly uow: UnitOfWork; readonly clock: Clock; readonly retentionDays: number };
  readonly rotateInbound: Pick<AutomationWriteDeps, 'uow' | 'clock' | 'secrets'>;
  /** deleteAutomation. */
  readonly remove: { readonly uow: UnitOfWork };
}

export interface PricingPart {
  readonly reads: Repositories;
  /**
   * Roles, rate cards, a deal's pricing and estimates: every write. Those of a deal's pricing are
   * changes of the deal, so they carry what a deal change's outbox events need (`appUrl`).
   */
  readonly write: PricingWriteDeps & Pick<DealChangeDeps, 'appUrl'>;
}

/** Injects one part of the api (`@InjectApi('deals') deals: ApiParts['deals']`). */
export const InjectApi = (part: Exclude<keyof ApiParts, 'close'>): ParameterDecorator => InjectComposed(part);
