import { APP_NAME, renderEmail } from '../email/email-layout';
import type { EmailMessage } from '../email/email-message';

/** The email of an open sign-up: confirm the address to create the account. */
export function verifyEmailMessage(email: string, name: string, url: string): EmailMessage {
  return renderEmail({
    to: email,
    subject: `Confirm your email for ${APP_NAME}`,
    paragraphs: [
      `Hello ${name}, someone (we hope you) asked for an account on ${APP_NAME} with this email.`,
      'Open the link to confirm the address; your account is created then, and you are signed in.',
    ],
    action: { label: 'Confirm my email', url },
    footer:
      'The link works once, for 24 hours. If you did not ask for an account, ignore this email: nothing is created.',
  });
}

/** Sent instead when the address has an account already: the sign-up page answers the same either way. */
export function accountExistsMessage(email: string, signInUrl: string): EmailMessage {
  return renderEmail({
    to: email,
    subject: `You already have an account on ${APP_NAME}`,
    paragraphs: [
      `Someone (we hope you) asked for a new account on ${APP_NAME} with this email, which has an account already. No new account was created.`,
    ],
    action: { label: 'Sign in', url: signInUrl },
    footer: 'If you did not ask, ignore this email.',
  });
}
