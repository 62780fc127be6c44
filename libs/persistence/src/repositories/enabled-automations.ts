import type { Automation } from '@deal/domain';
import type { AutomationActionRow } from '../schema/automation-action.schema';
import { openRow } from '../secrets/sealed-columns';
import type { SecretBox } from '../secrets/secret-box';
import { automationToDomain, type AutomationTextRow } from './automation.mapper';

/**
 * The enabled automations of a space for one trigger, each with its actions aggregated (the
 * partial index automations_space_idx holds exactly these rows). `space` and `trigger` are SQL:
 * parameters, or a literal. `AutomationRepository.listEnabled` sends it alone; a new estimate's
 * `LINE_TOTALS` carries it as one JSON column (line-totals.mapper.ts).
 */
export const enabledAutomationsSql = (space: string, trigger: string) => `
  SELECT a.id, a.space_id, a.name, a.enabled, a.trigger, a.conditions::text AS conditions_text, a.signing_key,
         a.inbound_signing_secret,
         a.created_at, a.updated_at,
         COALESCE(json_agg(json_build_object(
           'id', x.id, 'automation_id', x.automation_id, 'position', x.position, 'type', x.type,
           'url', x.url, 'message', x.message, 'secret', x.secret, 'fields', x.fields,
           'signing_secret', x.signing_secret, 'previous_signing_secret', x.previous_signing_secret,
           'previous_signing_secret_until', x.previous_signing_secret_until
         ) ORDER BY x.position) FILTER (WHERE x.id IS NOT NULL), '[]') AS actions
    FROM automations a
    LEFT JOIN automation_actions x ON x.automation_id = a.id
   WHERE a.space_id = ${space} AND a.trigger = ${trigger} AND a.enabled
   GROUP BY a.id
   ORDER BY a.id`;

/**
 * A row of `enabledAutomationsSql`: its times are Dates when read as columns, ISO strings when the
 * row itself came as JSON.
 */
export type EnabledAutomationRow = Omit<AutomationTextRow, 'created_at' | 'updated_at'> & {
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
  readonly actions: AutomationActionRow[];
};

/** The automations of `enabledAutomationsSql`'s rows, their secrets opened. */
export function openEnabledAutomations(box: SecretBox, rows: readonly EnabledAutomationRow[]): Automation[] {
  return rows.map(({ actions, created_at, updated_at, ...row }) =>
    automationToDomain(
      openRow(box, 'automations', {
        ...row,
        created_at: new Date(created_at),
        updated_at: new Date(updated_at),
      }),
      actions.map((action) => openRow(box, 'automation_actions', action)),
    ),
  );
}
