import type { ComponentChildren } from 'preact';
import type { ValidationIssue } from '@deal/domain';
import { CSRF_FIELD } from '../session/csrf';
import type { WebContext } from '../session/web-context';

export function CsrfField({ web }: { web: WebContext }) {
  return <input type="hidden" name={CSRF_FIELD} value={web.csrfToken} />;
}

/**
 * A form that changes something: POST, with the session's CSRF token. `confirm` asks before
 * submitting (app.js), for actions that cannot be undone.
 */
export function PostForm(props: {
  web: WebContext;
  action: string;
  confirm?: string;
  class?: string;
  children: ComponentChildren;
}) {
  return (
    <form method="post" action={props.action} class={props.class} data-confirm={props.confirm}>
      <CsrfField web={props.web} />
      {props.children}
    </form>
  );
}

/** A labelled control with its hint and error, wired with aria-describedby for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: ComponentChildren;
}) {
  return (
    <div class={props.error ? 'field invalid' : 'field'}>
      <label for={props.id}>{props.label}</label>
      {props.children}
      {props.hint && (
        <p class="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p class="error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** `aria-describedby` for a control inside Field: its hint and error ids. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** Messages of validation issues by their first path segment ('' for the whole form). */
export function issuesByField(issues: readonly ValidationIssue[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    byField[field] = byField[field] ? `${byField[field]}; ${issue.message}` : issue.message;
  }
  return byField;
}

export function Notice(props: { tone: 'success' | 'error' | 'info'; children: ComponentChildren }) {
  return (
    <div class={`notice ${props.tone}`} role={props.tone === 'error' ? 'alert' : 'status'}>
      {props.children}
    </div>
  );
}

/** A secret shown once, with a copy button (app.js) and a warning it will not be shown again. */
export function SecretOnce(props: { id: string; label: string; value: string }) {
  return (
    <Notice tone="success">
      <p>
        <strong>{props.label}</strong> Copy it now: it will not be shown again.
      </p>
      <div class="copy-row">
        <input id={props.id} class="mono" readOnly value={props.value} aria-label={props.label} />
        <button type="button" data-copy={props.id}>
          Copy
        </button>
      </div>
    </Notice>
  );
}
