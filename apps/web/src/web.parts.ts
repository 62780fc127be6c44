import type {
  ApproveDeviceCodeDeps,
  AutomationLimits,
  AutomationWriteDeps,
  Clock,
  CreateDealDeps,
  CreatePersonalTokenDeps,
  CreateSpaceDeps,
  CredentialRepository,
  DealChangeDeps,
  DeleteSpaceDeps,
  InvitationBlockDeps,
  InvitationDeps,
  InvitationUnitOfWork,
  InviteDeps,
  JoinByLinkDeps,
  ListInvitationsDeps,
  MembershipRepository,
  PasswordResetDeps,
  PricingWriteDeps,
  RandomSource,
  Repositories,
  SendTestDeps,
  SignUpDeps,
  SignUpMode,
  SpaceDeletion,
  SpaceLimits,
  SsoSignInDeps,
  UnitOfWork,
  UpdateSpaceDeps,
} from '@deal/domain';
import { InjectComposed, type JsonLogger } from '@deal/nest-kit';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { WebSessions } from './session/web-sessions';
import type { SignInLimiter } from './sign-in/sign-in-limiter';
import type { OpenIdConnectClient } from './sso/openid-connect.client';
import type { SsoStateSeal } from './sso/sso-state.cookie';

/** The settings the web app reads: the api's own (ApiConfig has them all), parsed once by the host. */
export interface WebConfig {
  /** `APP_URL`: this site's origin (CSRF's Origin check, the secure cookie) and the deal links. */
  readonly appUrl: string;
  /** `WEBHOOK_IN_URL`: the endpoint shown in the incoming-webhook panel. */
  readonly webhookInUrl: string;
  /** `WEBHOOK_TIMEOUT_MS`, `WEBHOOK_ALLOW_LOOPBACK`: Send test's POST, as every outbound webhook's. */
  readonly webhookTimeoutMs: number;
  readonly webhookAllowLoopback: boolean;
  /** `SIGN_IN_RATE_LIMIT` attempts per `SIGN_IN_RATE_WINDOW_S` per client address. */
  readonly signInRateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly spaceLimits: SpaceLimits;
  readonly automationLimits: AutomationLimits;
  /** How far back a recover may reach (RETENTION_DELIVERY_DAYS). */
  readonly deliveryRetentionDays: number;
  /** `SIGN_UP`: who may create an account (docs/accounts.md). */
  readonly signUp: SignUpMode;
  /** `OIDC_*`: "Sign in with …", or null when not configured (docs/accounts.md "Single sign-on"). */
  readonly oidc: WebOidcSettings | null;
}

/** The OpenID provider of "Sign in with …" (`OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`, `OIDC_NAME`). */
export interface WebOidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The button says "Sign in with <name>". */
  readonly name: string;
}

/**
 * What the process that mounts the web app lends it, so that both apps of one process share them:
 * the unit of work (one credential cache: a token revoked on a page is refused by the API at once),
 * the clock, the logger, and the rate-limit store (one Redis connection, whose failures the host's
 * metrics count; sign-in attempts are counted there).
 */
export interface WebHost {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly logger: JsonLogger;
  readonly rateLimitStore: ThrottlerStorage;
}

/**
 * The web app's parts: what its composition root (`composeWeb`, web.composition.ts) builds and
 * every page controller, guard and filter injects one of (`@InjectWeb('deals') deals:
 * WebParts['deals']`). The use cases are the API's; each part holds their dependency objects,
 * typed by the domain's own `…Deps` interfaces. Every `reads` is the repositories outside a
 * transaction (page reads and access checks).
 */
export interface WebParts {
  readonly logger: JsonLogger;
  /** Sign-in, sign-up, sessions and CSRF. */
  readonly session: SessionPart;
  readonly spaces: SpacesPart;
  readonly deals: DealsPart;
  readonly credentials: CredentialsPart;
  /** Approving a device's sign-in (RFC 8628): lookUpDeviceCode, approveDeviceCode. */
  readonly device: { readonly approve: ApproveDeviceCodeDeps };
  readonly automations: AutomationsPart;
  /** Roles, rate cards, a deal's pricing and its estimates (docs/pricing.md). */
  readonly pricing: PricingPart;
  /** Lets a Send test under way finish, then closes the sender's sockets (after the HTTP server). */
  close(): Promise<void>;
}

/** What only the web pages have: sessions, the sign-in limit, and the ways to an account. */
export interface SessionPart {
  readonly appUrl: string;
  readonly random: RandomSource;
  readonly signInLimiter: SignInLimiter;
  readonly sessions: WebSessions;
  /** Invitation links: sign up or accept (docs/accounts.md). */
  readonly join: JoinByLinkDeps;
  /** Open sign-up, the account made once its email is verified (SIGN_UP=open). */
  readonly openSignUp: SignUpDeps;
  /** `SIGN_UP`: who may create an account. */
  readonly signUp: SignUpMode;
  /** "Forgot password" links (docs/accounts.md "Password reset"). */
  readonly passwordReset: PasswordResetDeps;
  /** "Sign in with …" through OpenID Connect; null without OIDC settings. */
  readonly sso: SsoPart | null;
}

/** Single sign-on: the provider's client, the sealed state cookie, and signing in a verified email. */
export interface SsoPart {
  /** The provider's name on the button and the pages. */
  readonly name: string;
  readonly client: OpenIdConnectClient;
  readonly seal: SsoStateSeal;
  readonly clock: Clock;
  readonly signIn: SsoSignInDeps;
}

/** Spaces, their settings, and invitations (docs/credentials-and-members.md). */
export interface SpacesPart {
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
  /** The invitations waiting for the signed-in person (the home page and /spaces). */
  readonly listInvitations: ListInvitationsDeps;
  /** The space settings page's reads and writes. */
  readonly settings: { readonly uow: UnitOfWork; readonly clock: Clock };
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
  readonly clock: Clock;
  /** createPersonalToken, createSpaceKey (the latter also checks the caller's role). */
  readonly issue: CreatePersonalTokenDeps & { readonly memberships: Pick<MembershipRepository, 'roleOf'> };
  /** revokePersonalToken, revokeSpaceKey. */
  readonly revoke: {
    readonly credentials: Pick<CredentialRepository, 'findById' | 'revoke'>;
    readonly memberships: Pick<MembershipRepository, 'roleOf'>;
    readonly clock: Clock;
  };
}

export interface AutomationsPart {
  readonly reads: Repositories;
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
  /** deleteAutomation. */
  readonly remove: { readonly uow: UnitOfWork };
}

/** Roles and rate cards (space settings), a deal's pricing and estimates (the deal page). */
export interface PricingPart {
  readonly reads: Repositories;
  /** Every pricing use case that writes. */
  readonly write: PricingWriteDeps;
}

/** The name the web app's parts are registered under, beside its host's (nest-kit's CompositionModule). */
export const WEB = 'web';

/** Injects one part of the web app (`@InjectWeb('deals') deals: WebParts['deals']`). */
export const InjectWeb = (part: Exclude<keyof WebParts, 'close'>): ParameterDecorator =>
  InjectComposed(part, WEB);
