/** Dependency-injection tokens for the ports and values the composition root provides. */
export const API_CONFIG = Symbol('ApiConfig');
export const UNIT_OF_WORK = Symbol('UnitOfWork');
export const CLOCK = Symbol('Clock');
export const SECRET_HASHER = Symbol('SecretHasher');
