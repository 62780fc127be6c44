import { performance } from 'node:perf_hooks';
import {
  checkEndpointUrl,
  type AttemptOutcome,
  type SentWebhook,
  type WebhookPost,
  type WebhookSender,
} from '@deal/domain';
import { Agent, request } from 'undici';
import { addressGuardConnector, type AddressResolver } from './address-guard.connector';
import { outcomeOfSendError } from './send-error.outcome';

export interface UndiciWebhookSenderOptions {
  /** `WEBHOOK_TIMEOUT_MS`: connect, request, response headers and body together. */
  readonly timeoutMs: number;
  /** `WEBHOOK_ALLOW_LOOPBACK`: the literal localhost / 127.0.0.1 targets of SPEC §6.1. */
  readonly allowLoopback: boolean;
  /** Replaces the system resolver (tests point names at chosen addresses). */
  readonly resolve?: AddressResolver;
}

/** Enough of an answer to reuse the socket; a receiver that says more is cut off (and not reused). */
export const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'deal-pricing-service-webhooks/1';

/**
 * The `WebhookSender` over undici (CONTRACT §4): one keep-alive Agent, so deliveries to the same
 * receiver reuse their sockets; the SSRF check on the address actually connected to (see
 * address-guard.connector.ts); one deadline for the whole exchange; redirects never followed
 * (undici's `request` does not follow them, so a 3xx is simply the outcome). Never throws for
 * a receiver's failure: every failure is an outcome.
 */
export class UndiciWebhookSender implements WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly options: UndiciWebhookSenderOptions) {
    if (!Number.isInteger(options.timeoutMs) || options.timeoutMs < 1) {
      throw new RangeError(`timeoutMs must be a positive integer, got ${options.timeoutMs}`);
    }
    this.agent = new Agent({
      connect: addressGuardConnector(options),
      // Backstops only: the abort signal below enforces the one deadline.
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  async post(webhook: WebhookPost): Promise<SentWebhook> {
    const started = performance.now();
    const outcome = await this.attempt(webhook);
    return { outcome, durationMs: Math.round(performance.now() - started) };
  }

  /** Waits for requests under way, then closes the sockets. */
  close(): Promise<void> {
    return this.agent.close();
  }

  /** Cuts every request under way (they end as network errors) and closes the sockets. */
  destroy(): Promise<void> {
    return this.agent.destroy();
  }

  private async attempt(webhook: WebhookPost): Promise<AttemptOutcome> {
    // The rule the URL was stored under, again: WEBHOOK_ALLOW_LOOPBACK may have been turned off since.
    const endpoint = checkEndpointUrl(webhook.url, { allowLoopback: this.options.allowLoopback });
    if (!endpoint.ok) return { kind: 'refused', reason: `url ${endpoint.error[0]?.message ?? 'invalid'}` };
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error('webhook deadline')), this.options.timeoutMs);
    try {
      const response = await request(endpoint.value.href, {
        dispatcher: this.agent,
        method: 'POST',
        headers: headersOf(webhook.headers),
        body: webhook.body,
        signal: deadline.signal,
      });
      // A response is complete with its body; reading it to the end lets the socket be reused.
      await response.body.dump({ limit: MAX_RESPONSE_BYTES, signal: deadline.signal });
      return { kind: 'response', status: response.statusCode };
    } catch (error) {
      return deadline.signal.aborted ? { kind: 'timeout' } : outcomeOfSendError(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Header names are case-insensitive: lower-case them so the given ones replace, never duplicate, ours. */
function headersOf(given: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': USER_AGENT };
  for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  headers['content-type'] = 'application/json';
  return headers;
}
