import { APP_NAME, renderEmail } from '../email/email-layout';
import type { EmailMessage } from '../email/email-message';

/** The "forgot password" email: a link to choose a new password, for an hour, once. */
export function passwordResetMessage(email: string, url: string): EmailMessage {
  return renderEmail({
    to: email,
    subject: `Reset your password on ${APP_NAME}`,
    paragraphs: [
      `Someone (we hope you) asked to reset the password of the account ${email} on ${APP_NAME}.`,
      'Open the link to choose a new password. Setting it signs you out of every browser; your API tokens keep working.',
    ],
    action: { label: 'Choose a new password', url },
    footer:
      'The link works once, for 1 hour. If you did not ask, ignore this email: your password stays as it is.',
  });
}
