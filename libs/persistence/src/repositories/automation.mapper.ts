import {
  isAutomationTrigger,
  isUpdateDealField,
  type Automation,
  type AutomationAction,
  type EndpointState,
  type UpdateDealField,
} from '@deal/domain';
import type { AutomationActionRow } from '../schema/automation-action.schema';
import type { AutomationRow } from '../schema/automation.schema';
import { openRow } from '../secrets/sealed-columns';
import type { SecretBox } from '../secrets/secret-box';
import { oneOf, required, toDate, toEpoch } from './row-values';
import { checkedConditions, storedConditions } from './stored-conditions';

/** A row as `listEnabled` reads it: the conditions as their stored JSON text, parsed once per text. */
export type AutomationTextRow = Omit<AutomationRow, 'conditions'> & { conditions_text: string };

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

/** A row of `enabledAutomationsSql`, as `listEnabled` reads it. */
export type EnabledAutomationRow = AutomationTextRow & { readonly actions: AutomationActionRow[] };

/** A stored automation and its actions, their sealed secrets opened (sealed-columns.ts). */
export function openedAutomation(
  box: SecretBox,
  row: AutomationRow | AutomationTextRow,
  actions: readonly AutomationActionRow[],
  held?: ReadonlyMap<string, number>,
): Automation {
  return automationToDomain(
    openRow(box, 'automations', row),
    actions.map((action) => openRow(box, 'automation_actions', action)),
    held,
  );
}

/**
 * Stored conditions go back through the domain's parser: a row written by an older or buggy
 * version fails loudly here instead of matching the wrong deals.
 */
export function automationToDomain(
  row: AutomationRow | AutomationTextRow,
  actionRows: readonly AutomationActionRow[],
  heldByAction: ReadonlyMap<string, number> = new Map(),
): Automation {
  const trigger = oneOf(row.trigger, isAutomationTrigger, 'automations.trigger');
  const conditions =
    'conditions_text' in row
      ? storedConditions(row.id, trigger, row.conditions_text)
      : checkedConditions(row.id, trigger, row.conditions);
  return {
    id: row.id,
    spaceId: row.space_id,
    name: row.name,
    enabled: row.enabled,
    trigger,
    conditions,
    signingKey: row.signing_key,
    // Left out unless set, like the domain's factory: most automations take the static key.
    ...(row.inbound_signing_secret && { inboundSigningSecret: row.inbound_signing_secret }),
    actions: [...actionRows]
      .sort((a, b) => a.position - b.position)
      .map((action) => actionToDomain(action, heldByAction)),
    createdAt: toEpoch(row.created_at),
    updatedAt: toEpoch(row.updated_at),
  };
}

function actionToDomain(
  row: AutomationActionRow,
  heldByAction: ReadonlyMap<string, number>,
): AutomationAction {
  if (row.type === 'send_webhook') {
    return {
      type: 'send_webhook',
      id: row.id,
      url: required(row.url, 'automation_actions.url'),
      message: row.message,
      secret: required(row.secret, 'automation_actions.secret'),
      signingSecret: required(row.signing_secret, 'automation_actions.signing_secret'),
      previousSigningSecret:
        row.previous_signing_secret && row.previous_signing_secret_until
          ? // A Date from a column, an ISO string from json_build_object (listEnabled).
            {
              secret: row.previous_signing_secret,
              until: new Date(row.previous_signing_secret_until).getTime(),
            }
          : null,
      // A healthy endpoint (no failing run) is left out: reads then equal what was written.
      ...(row.endpoint_consecutive_failures && {
        endpoint: endpointToDomain(row, heldByAction.get(row.id) ?? 0),
      }),
    };
  }
  if (row.type === 'update_deal') return { type: 'update_deal', id: row.id, fields: updateFields(row) };
  throw new Error(`Corrupt row: automation_actions.type has unexpected value ${JSON.stringify(row.type)}`);
}

/** The health columns, as a column read (Date) or from json_build_object (ISO string). */
function endpointToDomain(row: AutomationActionRow, heldDeliveries: number): EndpointState {
  const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : null);
  return {
    consecutiveFailures: row.endpoint_consecutive_failures ?? 0,
    failingSince: time(row.endpoint_failing_since),
    lastError: row.endpoint_last_error ?? null,
    disabledAt: time(row.endpoint_disabled_at),
    heldDeliveries,
  };
}

function updateFields(row: AutomationActionRow): UpdateDealField[] | null {
  if (row.fields === null) return null;
  if (!Array.isArray(row.fields) || !row.fields.every(isUpdateDealField)) {
    throw new Error(`Corrupt row: automation_actions.fields of ${row.id}`);
  }
  return row.fields;
}

export function automationToRow(automation: Automation): AutomationRow {
  return {
    id: automation.id,
    space_id: automation.spaceId,
    name: automation.name,
    enabled: automation.enabled,
    trigger: automation.trigger,
    conditions: [...automation.conditions],
    signing_key: automation.signingKey,
    inbound_signing_secret: automation.inboundSigningSecret ?? null,
    created_at: toDate(automation.createdAt),
    updated_at: toDate(automation.updatedAt),
  };
}

export function actionToRow(
  automationId: string,
  action: AutomationAction,
  position: number,
): AutomationActionRow {
  const common = { id: action.id, automation_id: automationId, position, type: action.type };
  const noPrevious = { previous_signing_secret: null, previous_signing_secret_until: null };
  if (action.type === 'update_deal') {
    return {
      ...common,
      ...noPrevious,
      url: null,
      message: null,
      secret: null,
      signing_secret: null,
      fields: action.fields && [...action.fields],
    };
  }
  const previous = action.previousSigningSecret
    ? {
        previous_signing_secret: action.previousSigningSecret.secret,
        previous_signing_secret_until: toDate(action.previousSigningSecret.until),
      }
    : noPrevious;
  return {
    ...common,
    ...previous,
    url: action.url,
    message: action.message,
    secret: action.secret,
    signing_secret: action.signingSecret,
    fields: null,
  };
}
