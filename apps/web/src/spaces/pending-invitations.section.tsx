import type { InvitationView } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDateTime } from '../views/format';
import { PostForm } from '../views/forms';

export const invitationAnswerPath = (id: string, answer: 'accept' | 'decline') =>
  `/invitations/${encodeURIComponent(id)}/${answer}`;

export const DECLINE_ALL_PATH = '/invitations/decline-all';

/**
 * The invitations waiting for the signed-in person, each with Accept, Decline and Decline and
 * block (the space may not invite them again); with more than one, Decline all at once.
 */
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
      {invitations.length > 1 && (
        <PostForm web={web} action={DECLINE_ALL_PATH}>
          <button type="submit" class="secondary">
            Decline all
          </button>
          <button type="submit" class="secondary" name="block" value="1">
            Decline all and block these spaces
          </button>
        </PostForm>
      )}
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
              <button type="submit" class="secondary" name="block" value="1">
                Decline and block<span class="visually-hidden"> {invitation.spaceName}</span>
              </button>
            </PostForm>
          </li>
        ))}
      </ul>
    </section>
  );
}
