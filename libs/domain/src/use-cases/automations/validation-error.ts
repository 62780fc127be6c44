import type { DomainError } from '../../shared/domain-error';
import type { ValidationIssue } from '../../shared/validation-issue';

/** The domain validators' wording for a field nobody asked for. */
const DOMAIN_UNKNOWN_FIELD = 'unknown field';
/** The api's wording for the same (docs/api.md "Request bodies"), used by every other body. */
export const API_UNKNOWN_FIELD = 'is not a known field';

/** A 400 in the api's words: one message for an unknown field, whichever validator found it. */
export function validationError(issues: readonly ValidationIssue[]): DomainError {
  return {
    kind: 'Validation',
    issues: issues.map((issue) =>
      issue.message === DOMAIN_UNKNOWN_FIELD ? { ...issue, message: API_UNKNOWN_FIELD } : issue,
    ),
  };
}
