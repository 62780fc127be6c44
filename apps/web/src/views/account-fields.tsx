import { describedBy, Field } from './forms';

/**
 * The fields of the forms that make, change or open an account (sign-up, an invitation's sign-up,
 * password reset, the password change, sign-in). Their `autocomplete` values are what lets a password
 * manager fill the email and offer to generate and save a new password, so they are written once.
 * `markInvalid` adds `aria-invalid` to a field with an error, as the invitation's form does.
 */
interface AccountFieldProps {
  readonly error?: string | undefined;
  readonly autoFocus?: boolean;
  readonly markInvalid?: boolean;
}

/** The account's email, which password managers store as its username. */
export function EmailField({ value, error }: { value: string; error?: string | undefined }) {
  return (
    <Field id="email" label="Email" error={error}>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="username"
        required
        value={value}
        autoFocus
        aria-describedby={describedBy('email', undefined, error)}
      />
    </Field>
  );
}

/** The person's name as the space's members see it. */
export function NameField({ value, error, autoFocus, markInvalid }: AccountFieldProps & { value: string }) {
  return (
    <Field id="name" label="Your name" error={error}>
      <input
        id="name"
        name="name"
        autocomplete="name"
        required
        value={value}
        autoFocus={autoFocus}
        aria-invalid={markInvalid && error ? 'true' : undefined}
        aria-describedby={describedBy('name', undefined, error)}
      />
    </Field>
  );
}

/** A password being chosen; `hint` states its rules and what setting it does. */
export function NewPasswordField({
  label,
  hint,
  error,
  autoFocus,
  markInvalid,
}: AccountFieldProps & { label: string; hint: string }) {
  return (
    <Field id="password" label={label} hint={hint} error={error}>
      <input
        id="password"
        name="password"
        type="password"
        autocomplete="new-password"
        required
        autoFocus={autoFocus}
        aria-invalid={markInvalid && error ? 'true' : undefined}
        aria-describedby={describedBy('password', hint, error)}
      />
    </Field>
  );
}
