import type { DomainError } from '@deal/domain';

/** A domain failure on its way out; `data` is the echo of the submitted fields for the 400 form. */
export class DomainErrorException extends Error {
  constructor(
    readonly error: DomainError,
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    super(error.kind);
  }
}

/** A failure that exists only in HTTP (413, 429 …): its status, `{message}` and extra headers. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
