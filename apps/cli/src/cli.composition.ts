import { resolveToken } from './auth/token-source';
import { TokenStore } from './auth/token-store';
import { realSleep, type CliIo } from './cli-io';
import type { CliParts } from './cli.parts';
import { configDirOf } from './config/config-dir';
import { parseServiceUrl } from './config/service-url';
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
  const serviceUrl = () => parseServiceUrl(io.env['SERVICE_URL']);
  const tokenStore = () => new TokenStore(configDirOf(io.env, io.homeDir));
  return {
    env: io.env,
    output,
    sleep,
    interrupt: () => (io.interrupt ? io.interrupt() : new AbortController().signal),
    serviceUrl,
    tokenStore,
    async client({ auth }) {
      const url = serviceUrl();
      const credential = auth ? await resolveToken(io.env, tokenStore, url) : null;
      if (credential) output.addSecret(credential.token);
      return new ApiClient({
        serviceUrl: url,
        credential,
        fetch: io.fetch ?? fetch,
        now: Date.now,
        waitOutRateLimit: (reason, seconds, retry, maxRetries) =>
          waitOutRateLimit(reason, seconds, retry, maxRetries, {
            err: output.err,
            isTTY: io.stderrIsTTY === true,
            sleep,
          }),
      });
    },
  } satisfies CliParts;
}
