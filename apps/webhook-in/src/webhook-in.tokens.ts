/** Dependency-injection tokens for the ports and values the composition root provides. */
export const WEBHOOK_IN_CONFIG = Symbol('WebhookInConfig');
export const UNIT_OF_WORK = Symbol('UnitOfWork');
export const CLOCK = Symbol('Clock');
export const ID_GENERATOR = Symbol('IdGenerator');
export const SECRET_COMPARER = Symbol('SecretComparer');
export const SPACE_RATE_LIMITER = Symbol('SpaceRateLimiter');
export const FAILED_KEY_LIMITER = Symbol('FailedKeyLimiter');
