import { MAX_CREDENTIAL_NAME_LENGTH, MAX_EXPIRES_IN_DAYS } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import type { CredentialFormValues } from './credential.form';
import { SCOPE_LABELS } from './credential-state';

export interface CredentialFormProps {
  readonly web: WebContext;
  readonly action: string;
  /** "token" or "API key", in the labels and the button. */
  readonly noun: string;
  readonly values: CredentialFormValues;
  readonly errors: Readonly<Record<string, string>>;
}

const NAME_HINT = 'What it is for, so you recognise it later (for example "CI deploys").';
const EXPIRY_HINT = `Whole days from now, 1 to ${MAX_EXPIRES_IN_DAYS}. Leave empty for no expiry.`;

/** Name, scope and optional expiry of a new personal token or space API key (CONTRACT §2). */
export function CredentialForm({ web, action, noun, values, errors }: CredentialFormProps) {
  const scopeError = errors['scope'];
  const other = errors[''];
  return (
    <PostForm web={web} action={action}>
      {other && <Notice tone="error">{other}</Notice>}
      <Field id="name" label="Name" hint={NAME_HINT} error={errors['name']}>
        <input
          id="name"
          name="name"
          required
          maxLength={MAX_CREDENTIAL_NAME_LENGTH}
          value={values.name}
          aria-invalid={errors['name'] ? 'true' : undefined}
          aria-describedby={describedBy('name', NAME_HINT, errors['name'])}
        />
      </Field>
      <fieldset
        class={scopeError ? 'field choices invalid' : 'field choices'}
        aria-describedby={scopeError ? 'scope-error' : undefined}
      >
        <legend>Scope</legend>
        {(['read', 'read_write'] as const).map((scope) => (
          <label key={scope}>
            <input type="radio" name="scope" value={scope} checked={values.scope === scope} required />{' '}
            {SCOPE_LABELS[scope].title} <span class="hint">({SCOPE_LABELS[scope].detail})</span>
          </label>
        ))}
        {scopeError && (
          <p class="error" id="scope-error">
            {scopeError}
          </p>
        )}
      </fieldset>
      <Field
        id="expires_in_days"
        label="Expires after (days)"
        hint={EXPIRY_HINT}
        error={errors['expires_in_days']}
      >
        <input
          id="expires_in_days"
          name="expires_in_days"
          inputMode="numeric"
          pattern="[0-9]*"
          value={values.expires_in_days}
          aria-invalid={errors['expires_in_days'] ? 'true' : undefined}
          aria-describedby={describedBy('expires_in_days', EXPIRY_HINT, errors['expires_in_days'])}
        />
      </Field>
      <button type="submit">Create {noun}</button>
    </PostForm>
  );
}
