import { domainErrorMessage, type DomainError, type ValidationIssue } from '@deal/domain';

export type ErrorBody =
  | { readonly message: string }
  | {
      readonly success: false;
      readonly data: Readonly<Record<string, unknown>>;
      readonly error: readonly ValidationIssue[];
      readonly message: string;
    };

/** SPEC §7: `{message}`, except validation failures, which use the `success/data/error` form. */
export function errorBodyOf(error: DomainError, data: Readonly<Record<string, unknown>>): ErrorBody {
  const message = domainErrorMessage(error);
  return error.kind === 'Validation' ? { success: false, data, error: error.issues, message } : { message };
}
