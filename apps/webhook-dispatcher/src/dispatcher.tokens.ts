/** Dependency-injection tokens for what the composition root provides. */
export const DISPATCHER = Symbol('Dispatcher');
export const DATABASE_PROBE = Symbol('DatabaseProbe');
