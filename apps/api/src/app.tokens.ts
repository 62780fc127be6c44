/** Dependency-injection tokens for the ports and values the composition root provides. */
export const API_CONFIG = Symbol('ApiConfig');
export const UNIT_OF_WORK = Symbol('UnitOfWork');
export const CLOCK = Symbol('Clock');
export const ID_GENERATOR = Symbol('IdGenerator');
export const SECRET_HASHER = Symbol('SecretHasher');
export const TOKEN_ISSUER = Symbol('TokenIssuer');
export const RANDOM_SOURCE = Symbol('RandomSource');
export const PASSWORD_HASHER = Symbol('PasswordHasher');
/** `DealChangeDeps` (unit of work, ids, clock, `APP_URL`): what every deal-changing use case takes. */
export const DEAL_CHANGE_DEPS = Symbol('DealChangeDeps');
