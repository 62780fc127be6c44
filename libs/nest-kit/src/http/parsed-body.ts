import type { Result, ValidationIssue } from '@deal/domain';
import { DomainErrorException } from './api-errors';

/**
 * A request body checked by the domain's own parser (the one home of its fields' rules): the
 * parsed input, or the SPEC §7 400 form echoing the body, as the DTO pipe answers for other bodies.
 * An absent body counts as `{}`, so every required field is named.
 */
export function parsedBody<T>(parse: (body: unknown) => Result<T, ValidationIssue[]>, body: unknown): T {
  const parsed = parse(body ?? {});
  if (!parsed.ok)
    throw new DomainErrorException({ kind: 'Validation', issues: parsed.error }, bodyEcho(body));
  return parsed.value;
}

/** The echo of a submitted body in a 400: the body when it is a JSON object, else `{}`. */
export function bodyEcho(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
