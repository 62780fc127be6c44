import { MAX_AUTOMATION_NAME_LENGTH, type Automation } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { Layout } from '../views/layout';
import type { AutomationForm } from './automation-form';
import { ConditionsSection } from './conditions.section';
import { UpdateDealSection } from './update-deal.section';
import { WebhooksSection } from './webhooks.section';
import { TRIGGER_LABELS, triggerLabel } from './automation-labels';
import { Breadcrumbs } from './automation-parts';
import { automationPath, automationsPath } from './automation-paths';

export interface AutomationFormPageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly form: AutomationForm;
  /** Messages by control id; '' for the form as a whole. */
  readonly errors: Readonly<Record<string, string>>;
  /** The automation being edited; absent when creating one. */
  readonly automation?: Automation;
}

const TRIGGER_HINT =
  'Deal updated: runs on every committed change of a deal that meets the conditions, and sends webhooks. ' +
  'Webhook received: an audit system posts to the incoming webhook and the Update deal action applies it. ' +
  'The trigger cannot be changed later.';

/** Create or edit an automation: name, trigger, conditions and actions, no script needed. */
export function AutomationFormPage({ web, spaceId, form, errors, automation }: AutomationFormPageProps) {
  const create = automation === undefined;
  const title = create ? 'New automation' : `Edit ${automation.name}`;
  const action = create ? automationsPath(spaceId) : automationPath(spaceId, automation.id, '/edit');
  const trigger = create ? null : automation.trigger;
  const cancel = create ? automationsPath(spaceId) : automationPath(spaceId, automation.id);
  return (
    <Layout title={title} web={web} spaceId={spaceId}>
      <Breadcrumbs spaceId={spaceId} automation={automation} here={create ? 'New' : 'Edit'} />
      <h1>{title}</h1>
      {Object.keys(errors).length > 0 && (
        <Notice tone="error">
          {errors[''] ? errors[''] : 'Some settings need attention; see the messages next to them.'}
        </Notice>
      )}
      <PostForm web={web} action={action}>
        <section class="card" aria-labelledby="general-heading">
          <h2 id="general-heading">General</h2>
          <Field id="name" label="Name" error={errors['name']}>
            <input
              id="name"
              name="name"
              value={form.name}
              maxLength={MAX_AUTOMATION_NAME_LENGTH}
              required
              aria-describedby={describedBy('name', '', errors['name'])}
            />
          </Field>
          {create ? (
            <>
              <Field id="trigger" label="Trigger" hint={TRIGGER_HINT} error={errors['trigger']}>
                <select
                  id="trigger"
                  name="trigger"
                  aria-describedby={describedBy('trigger', TRIGGER_HINT, errors['trigger'])}
                >
                  {Object.entries(TRIGGER_LABELS).map(([value, label]) => (
                    <option key={value} value={value} selected={form.trigger === value}>
                      {label}
                    </option>
                  ))}
                </select>
              </Field>
              <div class="check">
                <input type="checkbox" id="enabled" name="enabled" value="true" checked={form.enabled} />
                <label for="enabled">Enabled</label>
              </div>
            </>
          ) : (
            <dl class="facts">
              <dt>Trigger</dt>
              <dd>{triggerLabel(automation.trigger)} (cannot be changed)</dd>
            </dl>
          )}
        </section>
        <ConditionsSection form={form} errors={errors} trigger={trigger} />
        {trigger !== 'webhook_received' && <WebhooksSection form={form} errors={errors} create={create} />}
        {(trigger === null || trigger === 'webhook_received') && (
          <UpdateDealSection form={form} errors={errors} create={create} />
        )}
        <div class="actions">
          <button type="submit">{create ? 'Create automation' : 'Save changes'}</button>
          <a href={cancel}>Cancel</a>
        </div>
      </PostForm>
    </Layout>
  );
}
