import { DEFAULT_EMAIL_RETRY_DELAYS_MS, parseRetryDelays } from '@deal/domain';
import type { Env, EnvReader } from '@deal/nest-kit';

/**
 * How the dispatcher delivers the email outbox (docs/accounts.md "Email"): over SMTP; to the log
 * when SMTP_URL is unset outside production, so a newcomer on `npm start` can follow the links;
 * or not at all in production without SMTP_URL (emails wait in the outbox until it is set).
 */
export type MailDelivery =
  | { readonly kind: 'smtp'; readonly url: string; readonly from: string }
  | { readonly kind: 'log' }
  | { readonly kind: 'off' };

export interface MailSettings {
  readonly delivery: MailDelivery;
  /** `EMAIL_RETRY_DELAYS_MS`: the waits between attempts; one more failure gives up. */
  readonly retryDelaysMs: readonly number[];
}

export const DEFAULT_MAIL_FROM = 'Deal Pricing Service <no-reply@localhost>';

/** `SMTP_URL`, `MAIL_FROM`, `EMAIL_RETRY_DELAYS_MS`, and `NODE_ENV` for what no SMTP_URL means. */
export function readMailSettings(read: EnvReader, env: Env): MailSettings {
  const url = read.text('SMTP_URL');
  const from = read.text('MAIL_FROM');
  const production = env['NODE_ENV'] === 'production';
  const delays = parseRetryDelays(
    read.text('EMAIL_RETRY_DELAYS_MS') ?? DEFAULT_EMAIL_RETRY_DELAYS_MS.join(','),
  );
  if (!delays.ok) read.problem(`EMAIL_RETRY_DELAYS_MS: ${delays.error}`);
  const retryDelaysMs = delays.ok ? delays.value : [];
  if (url === undefined) return { delivery: production ? { kind: 'off' } : { kind: 'log' }, retryDelaysMs };
  if (!/^smtps?:\/\/[^\s/?#]+\/?(\?\S*)?$/.test(url)) {
    read.problem(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
    );
  }
  if (from === undefined && production) {
    read.problem(
      'MAIL_FROM is required with SMTP_URL and NODE_ENV=production, e.g. "Deals <no-reply@example.com>"',
    );
  }
  return { delivery: { kind: 'smtp', url, from: from ?? DEFAULT_MAIL_FROM }, retryDelaysMs };
}
