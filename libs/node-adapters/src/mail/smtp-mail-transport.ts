import { createTransport, type Transporter } from 'nodemailer';
import type { EmailMessage, MailSendResult, MailTransport } from '@deal/domain';

export interface SmtpMailTransportOptions {
  /** `SMTP_URL`: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  readonly url: string;
  /** `MAIL_FROM`: the sender, e.g. `Deal Pricing Service <no-reply@example.com>`. */
  readonly from: string;
  /** Connect, greeting and idle-socket deadline of one send. */
  readonly timeoutMs: number;
}

/**
 * Email over SMTP through nodemailer (docs/accounts.md "Email"). A refusal the server gives as a
 * 5xx reply is permanent (an unknown mailbox: retrying cannot help); a 4xx, a timeout or a network
 * error is passing, and the outbox retries it. Failures are answered, never thrown.
 */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly options: SmtpMailTransportOptions) {
    this.transporter = createTransport({
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    });
  }

  async send(message: EmailMessage): Promise<MailSendResult> {
    try {
      await this.transporter.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { ok: true };
    } catch (error) {
      const failure = error as Error & { responseCode?: number };
      const code = failure.responseCode;
      return {
        ok: false,
        error: failure.message,
        permanent: typeof code === 'number' && code >= 500 && code < 600,
      };
    }
  }

  close(): void {
    this.transporter.close();
  }
}
