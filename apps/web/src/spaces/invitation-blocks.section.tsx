import type { InvitationBlockView } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDateTime } from '../views/format';
import { PostForm } from '../views/forms';

export const unblockPath = (spaceId: string) => `/invitation-blocks/${encodeURIComponent(spaceId)}/remove`;

/** The spaces the signed-in person blocked from inviting them, each with Unblock. */
export function InvitationBlocks({
  web,
  blocks,
}: {
  web: WebContext;
  blocks: readonly InvitationBlockView[];
}) {
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby="blocks-heading">
      <h2 id="blocks-heading">Spaces you blocked</h2>
      <p class="hint">They cannot invite you. Unblock one to let it invite you again.</p>
      <ul class="list-plain">
        {blocks.map((block) => (
          <li key={block.spaceId} class="card">
            <p>
              <strong>{block.spaceName}</strong>{' '}
              <span class="hint">blocked {formatDateTime(block.createdAt)}.</span>
            </p>
            <PostForm web={web} action={unblockPath(block.spaceId)}>
              <button type="submit" class="secondary">
                Unblock<span class="visually-hidden"> {block.spaceName}</span>
              </button>
            </PostForm>
          </li>
        ))}
      </ul>
    </section>
  );
}
