import {
  DEFAULT_AUTOMATION_LIMITS,
  DEFAULT_SPACE_LIMITS,
  SIGN_UP_MODES,
  type AutomationLimits,
  type SignUpMode,
  type SpaceLimits,
} from '@deal/domain';
import {
  EnvReader,
  readKeepAliveTimeout,
  readShutdownSettings,
  readTrustProxy,
  type Env,
  type LogLevel,
  type ShutdownSettings,
  type TrustProxy,
} from '@deal/nest-kit';
import { readOidcSettings, type OidcSettings } from './oidc-config';

/** The api's environment (CONTRACT §1), parsed and checked once at start. */
export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  /** `API_METRICS_PORT`: `/metrics` on a port of its own, never on the public surface (0 = any free port). */
  readonly metricsPort: number;
  readonly shutdown: ShutdownSettings;
  /** `HTTP_KEEP_ALIVE_TIMEOUT_MS`: idle keep-alive connections outlast the proxy's (docs/operations.md). */
  readonly keepAliveTimeoutMs: number;
  /** `TRUST_PROXY`: whose X-Forwarded-For names the client (the per-address limits key on it). */
  readonly trustProxy: TrustProxy;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly redisUrl: string | null;
  readonly logLevel: LogLevel;
  /** `MIGRATE_ON_START`: apply pending migrations before serving (default true). */
  readonly migrateOnStart: boolean;
  /** `APP_URL`: `{app_url}` of the deal links in outbound webhook payloads (SPEC §2.3). */
  readonly appUrl: string;
  /** `WEBHOOK_IN_URL`: `{webhook_in_url}` of the endpoint shown in the incoming-webhook panel (SPEC §4.5). */
  readonly webhookInUrl: string;
  /** `WEBHOOK_TIMEOUT_MS`: the response deadline of a Send test POST, as of every outbound webhook. */
  readonly webhookTimeoutMs: number;
  /** `WEBHOOK_ALLOW_LOOPBACK`: admits `localhost` / `127.0.0.1` webhook URLs (SPEC §6.1); off in production. */
  readonly webhookAllowLoopback: boolean;
  /** `SIGN_IN_RATE_LIMIT` attempts per `SIGN_IN_RATE_WINDOW_S` per client address on the web sign-in. */
  readonly signInRateLimit: { readonly limit: number; readonly windowSeconds: number };
  /** `SPACES_PER_USER_MAX` spaces a person owns; `INVITATIONS_PER_SPACE_PER_DAY` per space, rolling 24 h. */
  readonly spaceLimits: SpaceLimits;
  /** `AUTOMATIONS_PER_SPACE_MAX`, `WEBHOOK_ACTIONS_PER_SPACE_MAX`: what one space may hold (docs/automations.md "Limits"). */
  readonly automationLimits: AutomationLimits;
  /** `RETENTION_DELIVERY_DAYS` (as the prune reads it): how far back a recover may reach. */
  readonly deliveryRetentionDays: number;
  /**
   * `SIGN_UP`: who may create an account (docs/accounts.md). `invite` (default): whoever follows an
   * invitation link; `open`: anyone, from the sign-up page, once their email is verified; `off`:
   * nobody, an invitation link only works for an existing account.
   */
  readonly signUp: SignUpMode;
  /** `OIDC_*`: "Sign in with …" through OpenID Connect, or null when not configured (docs/accounts.md). */
  readonly oidc: OidcSettings | null;
}

export { ConfigError } from '@deal/nest-kit';

/** Reads every variable, collects every problem, and throws them together: one fix-up round. */
export function parseApiConfig(env: Env): ApiConfig {
  const read = new EnvReader(env);
  return read.done({
    port: read.integer('API_PORT', 3000, 0, 65535),
    host: read.host(),
    metricsPort: read.integer('API_METRICS_PORT', 9101, 0, 65535),
    shutdown: readShutdownSettings(read),
    keepAliveTimeoutMs: readKeepAliveTimeout(read),
    trustProxy: readTrustProxy(read),
    rateLimit: {
      limit: read.integer('API_RATE_LIMIT', 120, 1, 1_000_000),
      windowSeconds: read.integer('API_RATE_WINDOW_S', 60, 1, 86_400),
    },
    redisUrl: read.redisUrl(),
    logLevel: read.logLevel(),
    migrateOnStart: read.migrateOnStart(),
    appUrl: read.url('APP_URL', 'http://localhost:3000'),
    webhookInUrl: read.url('WEBHOOK_IN_URL', 'http://localhost:3001'),
    webhookTimeoutMs: read.integer('WEBHOOK_TIMEOUT_MS', 30_000, 1, 600_000),
    webhookAllowLoopback: read.flag('WEBHOOK_ALLOW_LOOPBACK', true),
    signInRateLimit: {
      limit: read.integer('SIGN_IN_RATE_LIMIT', 10, 1, 1_000_000),
      windowSeconds: read.integer('SIGN_IN_RATE_WINDOW_S', 300, 1, 86_400),
    },
    spaceLimits: {
      spacesPerUser: read.integer('SPACES_PER_USER_MAX', DEFAULT_SPACE_LIMITS.spacesPerUser, 1, 100_000),
      invitationsPerSpacePerDay: read.integer(
        'INVITATIONS_PER_SPACE_PER_DAY',
        DEFAULT_SPACE_LIMITS.invitationsPerSpacePerDay,
        1,
        100_000,
      ),
    },
    automationLimits: {
      automationsPerSpace: read.integer(
        'AUTOMATIONS_PER_SPACE_MAX',
        DEFAULT_AUTOMATION_LIMITS.automationsPerSpace,
        1,
        100_000,
      ),
      webhookActionsPerSpace: read.integer(
        'WEBHOOK_ACTIONS_PER_SPACE_MAX',
        DEFAULT_AUTOMATION_LIMITS.webhookActionsPerSpace,
        1,
        100_000,
      ),
    },
    // The bounds of readRetentionHorizons (nest-kit), which the prune applies.
    deliveryRetentionDays: read.integer('RETENTION_DELIVERY_DAYS', 30, 1, 3_650),
    signUp: readSignUpMode(read),
    oidc: readOidcSettings(read),
  });
}

function readSignUpMode(read: EnvReader): SignUpMode {
  const raw = read.text('SIGN_UP') ?? 'invite';
  if ((SIGN_UP_MODES as readonly string[]).includes(raw)) return raw as SignUpMode;
  read.problem(`SIGN_UP must be one of ${SIGN_UP_MODES.join(', ')}, got ${JSON.stringify(raw)}`);
  return 'invite';
}
