import { MESSAGE_FIELDS } from '@deal/domain';
import { describedBy, Field } from '../views/forms';
import {
  webhookRowsOf,
  type AutomationForm,
  type FormErrors as Errors,
  type WebhookRow,
} from './automation-form';

const MESSAGE_HINT = `Optional. $field is replaced by the deal's value, e.g. "Please approve $name". Values: ${MESSAGE_FIELDS.map((field) => `$${field}`).join(', ')}; $$ is a dollar sign.`;

/** Send Webhook actions (Deal updated): the existing ones, then blank ones to add. */
export function WebhooksSection({
  form,
  errors,
  create,
}: {
  form: AutomationForm;
  errors: Errors;
  create: boolean;
}) {
  const rows = webhookRowsOf(form);
  return (
    <section class="card" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">Send webhook actions{create && ' (Deal updated)'}</h2>
      <p class="hint">
        Each action POSTs the changed deal to its URL (https, or http to localhost / 127.0.0.1) with its own
        secret in X-Service-Webhook. The service generates the secret and shows it once. Empty rows are
        ignored.
      </p>
      {errors['actions'] && <p class="error">{errors['actions']}</p>}
      <input type="hidden" name="webhook_rows" value={String(rows.length)} />
      {rows.map((row, n) => (
        <WebhookFields key={n} n={n} row={row} errors={errors} />
      ))}
    </section>
  );
}

function WebhookFields({ n, row, errors }: { n: number; row: WebhookRow; errors: Errors }) {
  const id = (part: string) => `w${n}_${part}`;
  const hintId = `${id('message')}-hint`;
  return (
    <fieldset>
      <legend>{row.id ? `Send webhook ${n + 1}` : `New send webhook action ${n + 1}`}</legend>
      {row.id && <input type="hidden" name={id('id')} value={row.id} />}
      <Field id={id('url')} label="Endpoint URL" error={errors[id('url')]}>
        <input
          id={id('url')}
          name={id('url')}
          inputMode="url"
          value={row.url}
          aria-describedby={describedBy(id('url'), '', errors[id('url')])}
        />
      </Field>
      <Field id={id('message')} label="Message" hint={MESSAGE_HINT} error={errors[id('message')]}>
        <textarea
          id={id('message')}
          name={id('message')}
          rows={2}
          aria-describedby={describedBy(id('message'), hintId, errors[id('message')])}
        >
          {row.message}
        </textarea>
      </Field>
      {row.id && (
        <div class="check">
          <input type="checkbox" id={id('remove')} name={id('remove')} value="1" checked={row.remove} />
          <label for={id('remove')}>Remove this action (its delivery log goes with it)</label>
        </div>
      )}
    </fieldset>
  );
}
