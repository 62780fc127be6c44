export type { Err, Ok, Result } from './result';
export { err, ok } from './result';
export type { ValidationIssue } from './validation-issue';
export type { DomainError, DomainErrorKind } from './domain-error';
export { assertNever, domainErrorMessage } from './domain-error';
export type { Clock } from './clock';
export type { IdGenerator, IdPrefix } from './id-generator';
export { MS_PER_DAY } from './time';
export { DomainFailure } from './domain-failure';
