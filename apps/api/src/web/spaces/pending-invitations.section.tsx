import type { InvitationView } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDateTime } from '../views/format';
import { PostForm } from '../views/forms';

export const invitationAnswerPath = (id: string, answer: 'accept' | 'decline') =>
  `/invitations/${encodeURIComponent(id)}/${answer}`;

/** The invitations waiting for the signed-in person, each with Accept and Decline. */
export function PendingInvitations({
  web,
  invitations,
}: {
  web: WebContext;
  invitations: readonly InvitationView[];
}) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations for you</h2>
      <ul class="list-plain">
        {invitations.map((invitation) => (
          <li key={invitation.id} class="card">
            <p>
              {invitation.inviterName ?? 'Someone'} invited you to <strong>{invitation.spaceName}</strong> as{' '}
              {invitation.role}. <span class="hint">Open until {formatDateTime(invitation.expiresAt)}.</span>
            </p>
            <PostForm web={web} action={invitationAnswerPath(invitation.id, 'accept')}>
              <button type="submit">
                Accept<span class="visually-hidden"> the invitation to {invitation.spaceName}</span>
              </button>
            </PostForm>
            <PostForm web={web} action={invitationAnswerPath(invitation.id, 'decline')}>
              <button type="submit" class="secondary">
                Decline<span class="visually-hidden"> the invitation to {invitation.spaceName}</span>
              </button>
            </PostForm>
          </li>
        ))}
      </ul>
    </section>
  );
}
