import { APP_NAME, renderEmail } from '../email/email-layout';
import type { EmailMessage } from '../email/email-message';
import type { InvitationView } from './invitation';

/** The email an invitee gets: who invites them where, with which role, and the link to join. */
export function invitationEmail(invitation: InvitationView, url: string): EmailMessage {
  const inviter = invitation.inviterName ?? 'Someone';
  const until = new Date(invitation.expiresAt).toISOString().slice(0, 16).replace('T', ' ');
  return renderEmail({
    to: invitation.email,
    subject: `${inviter} invited you to ${invitation.spaceName} on ${APP_NAME}`,
    paragraphs: [
      `${inviter} invited you to join the space "${invitation.spaceName}" as ${article(invitation.role)} ${invitation.role} on ${APP_NAME}.`,
      'Open the link to accept. If you have no account yet, you choose your name and password there.',
    ],
    action: { label: 'Accept the invitation', url },
    footer: `The link works once, until ${until} UTC. If you did not expect this invitation, ignore this email.`,
  });
}

function article(role: string): string {
  return /^[aeiou]/.test(role) ? 'an' : 'a';
}
