import type { InvitationBlockView, InvitationView } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { NEW_SPACE_PATH } from '../spaces/new-space.page';
import { InvitationBlocks } from '../spaces/invitation-blocks.section';
import { PendingInvitations } from '../spaces/pending-invitations.section';
import { Notice } from '../views/forms';
import { Layout } from '../views/layout';

export interface SpacesPageProps {
  readonly web: WebContext;
  /** Open invitations addressed to the signed-in person. */
  readonly invitations: readonly InvitationView[];
  /** Spaces the person blocked from inviting them. */
  readonly blocks?: readonly InvitationBlockView[];
  /** What the last answer to an invitation did. */
  readonly notice?: string;
}

/** The spaces a person belongs to, each with its deals; their pending invitations; a new space. */
export function SpacesPage({ web, invitations, blocks = [], notice }: SpacesPageProps) {
  return (
    <Layout title="Spaces" web={web}>
      <h1>Your spaces</h1>
      {notice && <Notice tone="success">{notice}</Notice>}
      <PendingInvitations web={web} invitations={invitations} />
      {web.spaces.length === 0 ? (
        <p>You are not a member of any space yet. Create one, or ask an owner of a space to invite you.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Space</th>
                <th scope="col">Your role</th>
                <th scope="col">Plan</th>
              </tr>
            </thead>
            <tbody>
              {web.spaces.map(({ space, role }) => (
                <tr key={space.id}>
                  <td>
                    <a href={`/${space.id}/deals`}>{space.name}</a>
                  </td>
                  <td>{role}</td>
                  <td>{space.plan}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <a class="button" href={NEW_SPACE_PATH}>
          New space
        </a>
      </p>
      <InvitationBlocks web={web} blocks={blocks} />
    </Layout>
  );
}
