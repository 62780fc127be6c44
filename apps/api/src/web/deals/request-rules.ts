import type { ValidationIssue } from '@deal/domain';
import { DomainErrorException, ValidatedBodyPipe } from '@deal/nest-kit';

const pipe = new ValidatedBodyPipe();

/**
 * The issues the API would answer for this body: the same request DTO and the same pipe as
 * `POST /v1/...`, so a form and the API refuse the same input with the same words.
 */
export function requestIssues(dto: new () => object, body: Record<string, unknown>): ValidationIssue[] {
  try {
    pipe.transform(body, { type: 'body', metatype: dto });
    return [];
  } catch (error) {
    if (error instanceof DomainErrorException && error.error.kind === 'Validation')
      return [...error.error.issues];
    throw error;
  }
}
