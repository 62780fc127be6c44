export { EMAIL_KINDS, EMAIL_STATUSES } from './email-message';
export type { EmailKind, EmailMessage, EmailStatus, QueuedEmail } from './email-message';
export { APP_NAME, escapeHtml, renderEmail } from './email-layout';
export type { EmailContent } from './email-layout';
export type {
  ClaimedEmail,
  EmailAttemptRecord,
  EmailDeliveryRepository,
  EmailOutboxRepository,
} from './email-outbox.repository';
export type { MailSendResult, MailTransport } from './mail-transport.port';
export { DEFAULT_EMAIL_RETRY_DELAYS_MS, emailAttemptRecord } from './email-retry.policy';
