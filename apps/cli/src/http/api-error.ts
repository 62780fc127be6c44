import { CliError, EXIT_FAILURE } from '../cli-error';
import { terminalSafe } from '../format/terminal-text';

interface ValidationIssue {
  readonly path: readonly string[];
  readonly message: string;
}

/**
 * An error answer as a CliError (exit 1): the API's `message` (SPEC §7), and the validation issues
 * of a 400 as detail lines unless the message already lists them all (the api joins them into it).
 */
export function apiErrorOf(status: number, body: unknown): CliError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const issues = Array.isArray(record['error']) ? record['error'].filter(isIssue) : [];
  const lines = issues.map(describeIssue);
  const message =
    typeof record['message'] === 'string' && record['message'].trim()
      ? record['message']
      : issues.length > 0
        ? 'the request failed validation'
        : `the API answered HTTP ${status}`;
  const details = lines.length > 0 && lines.join('; ') !== message ? lines.map((line) => `  ${line}`) : [];
  return new CliError(terminalSafe(message), EXIT_FAILURE, details.map(terminalSafe));
}

function isIssue(value: unknown): value is ValidationIssue {
  const issue = value as Partial<ValidationIssue> | null;
  return (
    typeof issue === 'object' &&
    issue !== null &&
    typeof issue.message === 'string' &&
    Array.isArray(issue.path) &&
    issue.path.every((part) => typeof part === 'string')
  );
}

/** Same form as the api's joined message: `path.to.field: problem`. */
function describeIssue(issue: ValidationIssue): string {
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}
