import type { Space } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, PostForm } from '../views/forms';
import { settingsPath } from './space-admin.section';

export const deleteSpacePath = (spaceId: string) => `${settingsPath(spaceId)}/delete`;

const CONFIRM_HINT = 'Type the name of the space to confirm.';

/**
 * Owners only: delete the space and everything in it (DELETE /v1/spaces/{space}). The name must be
 * typed to confirm; the server checks it too.
 */
export function DeleteSpaceSection({ web, space, error }: { web: WebContext; space: Space; error?: string }) {
  return (
    <section class="card" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete space</h2>
      <p>
        Deletes <strong>{space.name}</strong> with all its deals, automations, webhook deliveries, API keys,
        invitations and memberships. This cannot be undone.
      </p>
      <PostForm web={web} action={deleteSpacePath(space.id)} confirm={`Delete ${space.name} for good?`}>
        <Field id="confirm_name" label="Space name" hint={CONFIRM_HINT} error={error}>
          <input
            id="confirm_name"
            name="confirm_name"
            required
            autocomplete="off"
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={describedBy('confirm_name', CONFIRM_HINT, error)}
          />
        </Field>
        <button type="submit" class="danger">
          Delete space
        </button>
      </PostForm>
    </section>
  );
}
