import { assertNever, type DomainError } from '@deal/domain';

/** The one place a domain failure becomes an HTTP status (STYLE, "Ten habits" 4; SPEC §7). */
export function httpStatusOf(error: DomainError): number {
  switch (error.kind) {
    case 'Validation':
      return 400;
    case 'Unauthenticated':
      return 401;
    case 'ScopeForbidsWrites':
    case 'ApprovalGate':
      return 403;
    case 'NotFound':
      return 404;
    case 'DealPending':
    case 'DealArchived':
    case 'DealHasNoStart':
    case 'TransitionNotAllowed':
    case 'Conflict':
      return 409;
    default:
      return assertNever(error);
  }
}
