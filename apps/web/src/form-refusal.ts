import type { DomainError } from '@deal/domain';
import { DomainErrorException } from '@deal/nest-kit';
import { issuesByField } from './views/forms';

/**
 * A form's refusal by its use case, as the form shows it again (400): the validation messages by
 * field. Any other refusal is not the form's to show: it is thrown, and the error page answers
 * with the API's status and message.
 */
export function fieldErrorsOf(error: DomainError): Record<string, string> {
  if (error.kind !== 'Validation') throw new DomainErrorException(error);
  return issuesByField(error.issues);
}
