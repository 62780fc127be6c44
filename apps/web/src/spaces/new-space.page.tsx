import { MAX_SPACE_NAME_LENGTH } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, PostForm } from '../views/forms';
import { Layout } from '../views/layout';
import { SpaceCurrencyField } from './space-currency-field';

export const NEW_SPACE_PATH = '/spaces/new';
const NAME_HINT = `What the people in it call it; up to ${MAX_SPACE_NAME_LENGTH} characters.`;
const CURRENCY_HINT =
  'Three-letter ISO 4217 code (usd, eur, gbp…): deals created without a currency take it. Owners can change it later.';

/** A form for a new space; whoever creates it becomes its owner (POST /v1/spaces). */
export function NewSpacePage(props: {
  web: WebContext;
  name: string;
  currency: string;
  errors: Readonly<Record<string, string>>;
}) {
  const error = props.errors['name'];
  return (
    <Layout title="New space" web={props.web}>
      <p>
        <a href="/spaces">Your spaces</a>
      </p>
      <h1>New space</h1>
      <p>You will be its owner: you can rename it, invite people and create API keys for it.</p>
      <div class="card">
        <PostForm web={props.web} action={NEW_SPACE_PATH}>
          <Field id="name" label="Name" hint={NAME_HINT} error={error}>
            <input
              id="name"
              name="name"
              required
              maxLength={MAX_SPACE_NAME_LENGTH}
              value={props.name}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={describedBy('name', NAME_HINT, error)}
            />
          </Field>
          <SpaceCurrencyField
            label="Currency"
            hint={CURRENCY_HINT}
            value={props.currency}
            error={props.errors['currency']}
          />
          <button type="submit">Create space</button>
        </PostForm>
      </div>
    </Layout>
  );
}
