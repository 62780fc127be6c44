import type { LoginSlot, TokenStore } from './auth/token-store';
import type { DpsCalls } from './api/dps-calls';
import type { Env, Sleep } from './cli-io';
import type { ApiClient } from './http/api-client';
import type { RedactingOutput } from './output/redacting-output';

/**
 * The CLI's parts: what its composition root (`composeCli`, cli.composition.ts) builds and every
 * command gets: output, the environment read lazily, and API clients.
 */
export interface CredentialChoice {
  readonly token?: string;
  /** False for the public routes (`GET /v1/meta`): no credential is looked up or sent. */
  readonly auth?: boolean;
}

export interface CliParts {
  readonly env: Env;
  readonly output: RedactingOutput;
  readonly sleep: Sleep;
  /** A signal aborted when the user interrupts (SIGINT); listening starts with the first call. */
  interrupt(): AbortSignal;
  /** Standard input, whole (for `--token-stdin` and `@-`). */
  readStdin(): Promise<string>;
  /** The global `--profile` option, set before the command runs. */
  useProfile(name: string | undefined): void;
  /** The server and the saved login in use: the profile's, or SERVICE_URL's; checked when first needed. */
  slot(): Promise<LoginSlot>;
  tokenStore(): TokenStore;
  /**
   * A client of the API; with `auth`, carrying the credential (its requests fail when there is
   * none): `token` when given (a token fresh from `login`, or the one `logout` revokes), else the
   * one in use.
   */
  client(options: CredentialChoice & { readonly auth: boolean }): Promise<ApiClient>;
  /** The API's routes with the credential: what the resource commands call. */
  calls(options?: CredentialChoice): Promise<DpsCalls>;
}
