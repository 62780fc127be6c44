import type { EmailMessage } from './email-message';

/**
 * How one send ended. `permanent`: the server refused the message for good (an SMTP 5xx such as an
 * unknown mailbox), so trying again cannot help.
 */
export type MailSendResult =
  { readonly ok: true } | { readonly ok: false; readonly error: string; readonly permanent: boolean };

/** Port: hands one email to whatever delivers it (an SMTP server, or the log when there is none). */
export interface MailTransport {
  send(message: EmailMessage): Promise<MailSendResult>;
}
