import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import type { ValidationIssue } from '@deal/domain';
import { DomainErrorException, HttpProblem } from './api-errors';
import { isUnstorable, queryIssues } from './json-input.rules';

/**
 * The one check every path parameter and query gets (CONTRACT §2 Common): U+0000, which
 * PostgreSQL cannot store (json-input.rules.ts). Bodies are not its business: every `@Body()` is
 * `unknown` (body-parameters.spec.ts in the api says so) and its route hands it to the domain's
 * parser (`parsedBody`), the one home of its fields' rules.
 */
@Injectable()
export class PathAndQueryPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // U+0000 cannot be stored, so it never names anything (404) and is no valid query value (400).
    if (metadata.type === 'param' && isUnstorable(value)) throw new HttpProblem(404, 'not found');
    if (metadata.type === 'query' && isPlainObject(value)) {
      const issues = queryIssues(value);
      if (issues.length) throw invalid(issues, value);
    }
    return value;
  }
}

function invalid(issues: ValidationIssue[], data: Readonly<Record<string, unknown>>): DomainErrorException {
  return new DomainErrorException({ kind: 'Validation', issues }, data);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
