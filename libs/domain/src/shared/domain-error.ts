import type { ValidationIssue } from './validation-issue';

/**
 * Why a decision on a pending deal is refused (`gateRefusal`, deal/approval-gate.ts); each has its
 * own message below. Declared here, with its messages, so the error catalogue imports no concept
 * above it.
 */
export type GateRefusal = 'requester' | 'not_approver' | 'space_key';

/**
 * Every expected failure of a domain operation. Adapters map each kind to their protocol in one
 * exhaustive function (HTTP: Validation→400, Unauthenticated→401, ScopeForbidsWrites and
 * ApprovalGate→403, NotFound→404, the rest→409).
 */
export type DomainError =
  | { readonly kind: 'Validation'; readonly issues: readonly ValidationIssue[] }
  | { readonly kind: 'Unauthenticated'; readonly reason: 'missing' | 'invalid' }
  | { readonly kind: 'ScopeForbidsWrites' }
  /** A decision on a pending deal by someone the pre-approval gate does not admit. */
  | { readonly kind: 'ApprovalGate'; readonly refusal: GateRefusal }
  | { readonly kind: 'NotFound'; readonly resource: string }
  | { readonly kind: 'DealPending' }
  | { readonly kind: 'DealArchived' }
  | { readonly kind: 'DealHasNoStart' }
  /** `from` and `to` are deal statuses (deal/deal-status.ts), held as the words the message shows. */
  | { readonly kind: 'TransitionNotAllowed'; readonly from: string; readonly to: string }
  /** A request the current state refuses, worded by the rule that refuses it (e.g. the last owner). */
  | { readonly kind: 'Conflict'; readonly message: string };

export type DomainErrorKind = DomainError['kind'];

/** The human-readable message for an error, as API clients see it in `{ message }`. */
export function domainErrorMessage(error: DomainError): string {
  switch (error.kind) {
    case 'Validation':
      return error.issues
        .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
        .join('; ');
    case 'Unauthenticated':
      return error.reason === 'missing' ? 'bearer token required' : 'invalid or expired token';
    case 'ScopeForbidsWrites':
      return 'token scope does not permit writes';
    case 'ApprovalGate':
      return GATE_MESSAGES[error.refusal];
    case 'NotFound':
      return `${error.resource} not found`;
    case 'DealPending':
      return 'deal is pending approval and read-only';
    case 'DealArchived':
      return 'deal is archived';
    case 'DealHasNoStart':
      return 'deal has no start date to shift from; use an absolute date';
    case 'TransitionNotAllowed':
      return `cannot move a deal from ${error.from} to ${error.to}`;
    case 'Conflict':
      return error.message;
    default:
      return assertNever(error);
  }
}

const GATE_MESSAGES: Readonly<Record<GateRefusal, string>> = {
  requester:
    'the requester of an approval may not approve or reject it, only withdraw it (back to draft, with a reason); ' +
    'the requested approver, an owner or an admin decides',
  not_approver: 'only the requested approver, an owner or an admin may approve or reject a pending deal',
  space_key:
    'a space API key may not approve or reject a pending deal; the requested approver, an owner or an admin decides',
};

export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}
