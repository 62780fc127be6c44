import type { EmailAttemptRecord, ClaimedEmail } from './email-outbox.repository';
import type { MailSendResult } from './mail-transport.port';

/** Attempts at once, then after 1 min, 5 min, 30 min and 2 h: a mail server down for hours still gets the email. */
export const DEFAULT_EMAIL_RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000, 1_800_000, 7_200_000];

/** Stored errors are cut to this many characters; an SMTP answer can be long. */
const MAX_ERROR_LENGTH = 500;

/**
 * What one attempt's result makes of the email: sent; failed for good (a permanent refusal, or the
 * last of `1 + delays.length` attempts); else pending again after the next delay of the schedule.
 */
export function emailAttemptRecord(
  claim: ClaimedEmail,
  result: MailSendResult,
  delaysMs: readonly number[],
  now: number,
): EmailAttemptRecord {
  const base = { id: claim.id, leaseExpiresAt: claim.leaseExpiresAt, recordedAt: now };
  if (result.ok) return { ...base, status: 'sent', nextAttemptAt: null, error: null };
  const error = result.error.slice(0, MAX_ERROR_LENGTH);
  const delay = delaysMs[claim.attemptCount];
  if (result.permanent || delay === undefined)
    return { ...base, status: 'failed', nextAttemptAt: null, error };
  return { ...base, status: 'pending', nextAttemptAt: now + delay, error };
}
