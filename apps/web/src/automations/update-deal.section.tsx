import { UPDATE_DEAL_FIELDS } from '@deal/domain';
import { describedBy } from '../views/forms';
import type { AutomationForm, FormErrors as Errors } from './automation-form';

/** The Update Deal action (Webhook received): which incoming fields it applies. */
export function UpdateDealSection({
  form,
  errors,
  create,
}: {
  form: AutomationForm;
  errors: Errors;
  create: boolean;
}) {
  // When editing, this is the only action section, so list-level problems show here too.
  const error = errors['update_fields'] ?? (create ? undefined : errors['actions']);
  return (
    <section class="card" aria-labelledby="update-heading">
      <h2 id="update-heading">Update deal action{create && ' (Webhook received)'}</h2>
      {form.updateActionId && <input type="hidden" name="update_action_id" value={form.updateActionId} />}
      <fieldset aria-describedby={describedBy('update_fields', 'hint', error)}>
        <legend>Incoming fields it applies</legend>
        <p class="hint" id="update_fields-hint">
          Tick none to apply every field. The payload's id (or else its external_id) picks the deal.
        </p>
        <div class="checks">
          {UPDATE_DEAL_FIELDS.map((field) => (
            <div class="check" key={field}>
              <input
                type="checkbox"
                id={`update_${field}`}
                name="update_fields"
                value={field}
                checked={form.updateFields.includes(field)}
              />
              <label for={`update_${field}`}>{field}</label>
            </div>
          ))}
        </div>
        {error && (
          <p class="error" id="update_fields-error">
            {error}
          </p>
        )}
      </fieldset>
      <div class="check">
        <input
          type="checkbox"
          id="require_signature"
          name="require_signature"
          checked={form.requireSignature}
          aria-describedby="require_signature-hint"
        />
        <label for="require_signature">Require signed calls (Standard Webhooks)</label>
      </div>
      <p class="hint" id="require_signature-hint">
        The sender signs each call with this automation's own signing secret, shown once when it is turned on;
        the signing key alone is then refused. The incoming webhook panel shows how to sign.
      </p>
    </section>
  );
}
