import type { CreateDealDeps, SpaceDeletion } from '@deal/domain';
import {
  Argon2PasswordHasher,
  HmacWebhookSigner,
  NodeRandomSource,
  NodeSecretHasher,
  RandomAutomationSecretIssuer,
  RandomIdGenerator,
  RandomTokenIssuer,
  TimingSafeSecretComparer,
  UndiciWebhookSender,
} from '@deal/node-adapters';
import { logSpaceDeletion } from '@deal/nest-kit';
import type { WebConfig, WebHost, WebParts } from './web.parts';
import { WebSessions } from './session/web-sessions';
import { SignInLimiter } from './sign-in/sign-in-limiter';
import { OpenIdConnectClient } from './sso/openid-connect.client';
import { SsoStateSeal } from './sso/sso-state.cookie';
import { ssoCallbackUrl } from './sso/sso-callback-url';

/**
 * The web app's composition root: the adapters of its own (sessions, the sign-in limiter, the Send
 * test sender, ids, hashing) and every dependency object its pages hand to the use cases are built
 * here, once, over what its host lends it (web.parts.ts `WebHost`: the unit of work, clock, logger
 * and rate-limit store of the process). Pages inject one part (`@InjectWeb`); what each part is,
 * in web.parts.ts. Only `WebModule.register` (web.module.ts), which mounts the app, calls it.
 */
export function composeWeb(host: WebHost, config: WebConfig): WebParts {
  const { uow, clock, logger, rateLimitStore } = host;
  const hasher = new NodeSecretHasher();
  const ids = new RandomIdGenerator();
  const tokens = new RandomTokenIssuer(hasher);
  const random = new NodeRandomSource();
  const passwords = new Argon2PasswordHasher();
  const comparer = new TimingSafeSecretComparer();
  // Reads outside a transaction: every page read and the access checks of pages.
  const reads = uow.repositories;
  const { credentials: credentialRows, memberships } = reads;
  // The pages' pool of sockets for Send test, closed at shutdown.
  const sender = new UndiciWebhookSender({
    timeoutMs: config.webhookTimeoutMs,
    allowLoopback: config.webhookAllowLoopback,
  });
  return {
    logger,
    session: {
      appUrl: config.appUrl,
      random,
      signInLimiter: new SignInLimiter(rateLimitStore, config),
      sessions: new WebSessions(uow, passwords, hasher, random, ids, clock),
      /** Invitation links: sign-up or accept (docs/accounts.md); `SIGN_UP` says who may sign up. */
      join: { uow, clock, ids, passwords, check: { hasher, comparer } },
      /** Open sign-up (SIGN_UP=open): the account exists once its email is verified. */
      openSignUp: { uow, clock, ids, passwords, random, hasher, comparer, appUrl: config.appUrl },
      signUp: config.signUp,
      /** "Forgot password": a link for an hour, once; the new password signs out every session. */
      passwordReset: { uow, clock, ids, passwords, random, hasher, comparer, appUrl: config.appUrl },
      /** "Sign in with …": a provider-verified email to its account (docs/accounts.md "Single sign-on"). */
      sso: config.oidc && {
        name: config.oidc.name,
        client: new OpenIdConnectClient(config.oidc, ssoCallbackUrl(config.appUrl)),
        seal: new SsoStateSeal(config.oidc.clientSecret),
        clock,
        signIn: { uow, clock, ids, signUp: config.signUp },
      },
    },
    spaces: {
      create: { uow, ids, clock, limits: config.spaceLimits },
      update: { repos: reads, clock },
      remove: { uow, clock },
      logDeletion: (deletion: SpaceDeletion) => logSpaceDeletion(logger, deletion),
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
      settings: { uow, clock },
    },
    deals: {
      reads,
      change: { uow, ids, clock, appUrl: config.appUrl },
      /** createDeal takes the creation time as a value: read per call, here. */
      creation: (): CreateDealDeps => ({ uow, ids, now: clock.now(), appUrl: config.appUrl }),
    },
    credentials: {
      reads,
      clock,
      issue: { credentials: credentialRows, memberships, ids, clock, tokens },
      revoke: { credentials: credentialRows, memberships, clock },
    },
    device: { approve: { uow, clock } },
    automations: {
      reads,
      write: {
        uow,
        ids,
        secrets: new RandomAutomationSecretIssuer(),
        clock,
        allowLoopback: config.webhookAllowLoopback,
        limits: config.automationLimits,
      },
      sendTest: { repos: reads, sender, signer: new HmacWebhookSigner(), clock, ids, appUrl: config.appUrl },
      panel: { repos: reads, webhookInUrl: config.webhookInUrl },
      deliveries: { uow, clock },
      recover: { uow, clock, retentionDays: config.deliveryRetentionDays },
      remove: { uow },
    },
    pricing: { reads, write: { uow, ids, clock } },
    /** Lets a Send test under way finish, then closes the sender's sockets. */
    close: () => sender.close(),
  } satisfies WebParts;
}
