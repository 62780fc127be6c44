import type { DomainError } from '../../shared/domain-error';

/** The resource named when a key, or the key surface of a space, is out of the caller's reach. */
export const API_KEY = 'api key';
export const API_KEY_NOT_FOUND: DomainError = { kind: 'NotFound', resource: API_KEY };
