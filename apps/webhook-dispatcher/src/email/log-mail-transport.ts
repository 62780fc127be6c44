import type { EmailMessage, MailSendResult, MailTransport } from '@deal/domain';
import type { DispatcherLog } from '../dispatcher/report-delivery';

/**
 * Without SMTP_URL outside production, each email is one readable log line instead: to whom, its
 * subject and its links, so a newcomer on `npm start` follows an invitation from the terminal
 * (docs/accounts.md). The body is not logged; the links are all a reader needs.
 */
export class LogMailTransport implements MailTransport {
  constructor(private readonly log: DispatcherLog) {}

  async send(message: EmailMessage): Promise<MailSendResult> {
    this.log.entry('info', `email to ${message.to}: "${message.subject}" ${message.links.join(' ')}`, {
      email_to: message.to,
      email_subject: message.subject,
      email_links: message.links,
      note: 'not sent: SMTP_URL is not set',
    });
    return { ok: true };
  }
}
