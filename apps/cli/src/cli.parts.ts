import type { TokenStore } from './auth/token-store';
import type { Env, Sleep } from './cli-io';
import type { ApiClient } from './http/api-client';
import type { RedactingOutput } from './output/redacting-output';

/**
 * The CLI's parts: what its composition root (`composeCli`, cli.composition.ts) builds and every
 * command gets: output, the environment read lazily, and API clients.
 */
export interface CliParts {
  readonly env: Env;
  readonly output: RedactingOutput;
  readonly sleep: Sleep;
  /** A signal aborted when the user interrupts (SIGINT); listening starts with the first call. */
  interrupt(): AbortSignal;
  /** `SERVICE_URL`, checked when first needed, so `--help` works whatever it holds. */
  serviceUrl(): string;
  tokenStore(): TokenStore;
  /** A client of the API; with `auth`, carrying the credential (its requests fail when there is none). */
  client(options: { readonly auth: boolean }): Promise<ApiClient>;
}
