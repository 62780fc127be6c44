import { resolveToken } from './auth/token-source';
import { TokenStore } from './auth/token-store';
import { callsOf } from './api/client-calls';
import { realSleep, type CliIo } from './cli-io';
import type { CliParts, CredentialChoice } from './cli.parts';
import { configDirOf } from './config/config-dir';
import { resolveLoginSlot } from './config/login-slot';
import { ApiClient } from './http/api-client';
import { waitOutRateLimit } from './http/rate-limit.wait';
import { RedactingOutput } from './output/redacting-output';

/**
 * The CLI's composition root: the redacting output, the token store, the service URL and the HTTP
 * client (fetch, clock, rate-limit waits) are chosen here, from the process's `io`, and nowhere
 * else. Every command gets these parts (cli.parts.ts); what needs the environment is read when first
 * asked.
 */
export function composeCli(io: CliIo): CliParts {
  const output = new RedactingOutput(io);
  const sleep = io.sleep ?? realSleep;
  const tokenStore = () => new TokenStore(configDirOf(io.env, io.homeDir));
  let profileOption: string | undefined;
  const slot = () => resolveLoginSlot(io.env, profileOption, tokenStore);
  const connection = async ({ auth, token }: CredentialChoice & { readonly auth: boolean }) => {
    const target = await slot();
    const credential = !auth
      ? null
      : token !== undefined
        ? ({ token, source: 'login' } as const)
        : await resolveToken(io.env, tokenStore, target);
    if (credential) output.addSecret(credential.token);
    return {
      serviceUrl: target.url,
      credential,
      fetch: io.fetch ?? fetch,
      waitOutRateLimit: (reason: string, seconds: number, retry: number, maxRetries: number) =>
        waitOutRateLimit(reason, seconds, retry, maxRetries, {
          err: output.err,
          isTTY: io.stderrIsTTY === true,
          sleep,
        }),
    };
  };
  const client = async (choice: CredentialChoice & { readonly auth: boolean }) =>
    new ApiClient({ ...(await connection(choice)), now: Date.now });
  return {
    env: io.env,
    output,
    sleep,
    interrupt: () => (io.interrupt ? io.interrupt() : new AbortController().signal),
    readStdin: io.readStdin ?? (async () => ''),
    useProfile: (name) => {
      profileOption = name;
    },
    slot,
    tokenStore,
    client,
    calls: async (choice = {}) => {
      const auth = choice.auth ?? true;
      return callsOf({ ...(await connection({ ...choice, auth })), requiresCredential: auth });
    },
  } satisfies CliParts;
}
