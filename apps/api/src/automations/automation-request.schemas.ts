import {
  AUTOMATION_TRIGGERS,
  MAX_ACTIONS,
  MAX_AUTOMATION_NAME_LENGTH,
  MAX_MESSAGE_LENGTH,
  UPDATE_DEAL_FIELDS,
} from '@deal/domain';
import { componentRef } from '../openapi/request-body.decorator';

/*
 * OpenAPI shapes of the automation bodies. Their parsers (`parseNewAutomation`,
 * `parseAutomationPatch` in libs/domain/src/automation/requests) are not field rules: the body is
 * nested, and what an action may hold depends on the trigger, so `schemaOf` cannot describe them.
 * The numbers come from the domain; the rules (unknown fields refused, every issue with its path,
 * the SPEC §7 400 form) are those of every other body.
 */

const TRIGGER = {
  type: 'object',
  properties: {
    type: {
      type: 'string',
      enum: AUTOMATION_TRIGGERS,
      description: 'Required on create; on update it cannot change.',
    },
    conditions: {
      type: 'array',
      items: { $ref: componentRef('ConditionDto') },
      nullable: true,
      description:
        '0–20, all must hold (`webhook_received`: on `payload.…` and `deal.…` fields). On update it replaces ' +
        'the list; null clears it.',
    },
    require_signature: {
      type: 'boolean',
      description:
        '`webhook_received` only (default false): require Standard Webhooks signatures (`webhook-id`, ' +
        '`webhook-timestamp`, `webhook-signature`) keyed with the automation’s own `inbound_signing_secret`, ' +
        'generated when this turns on and shown once in that response. Off drops the secret.',
    },
  },
  required: ['type'],
  additionalProperties: false,
} as const;

const ACTION = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      description:
        'Update only: the id of an action of this automation to keep (its id, secret and delivery log). ' +
        'Without it the action is new and gets a new secret.',
    },
    type: {
      type: 'string',
      enum: ['send_webhook', 'update_deal'],
      description:
        '`send_webhook` for `deal_updated` and `deal_created`; exactly one `update_deal` for `webhook_received`.',
    },
    url: {
      type: 'string',
      description:
        '`send_webhook`: required; `https:`, or `http:` to exactly `localhost` / `127.0.0.1` (SPEC §6.1).',
      example: 'https://audit.example.com/hook',
    },
    message: {
      type: 'string',
      nullable: true,
      maxLength: MAX_MESSAGE_LENGTH,
      description: '`send_webhook`: optional message with `$field` values, e.g. `Please approve $name`.',
    },
    fields: {
      type: 'array',
      items: { type: 'string', enum: UPDATE_DEAL_FIELDS },
      nullable: true,
      description:
        '`update_deal`: the payload fields to apply, no repeats; left out, null or [] applies every field.',
    },
  },
  required: ['type'],
  additionalProperties: false,
} as const;

/** The components the automation bodies refer to. */
export const AUTOMATION_REQUEST_PARTS = {
  AutomationTriggerRequestDto: TRIGGER,
  AutomationActionRequestDto: ACTION,
} as const;

const ACTIONS = {
  type: 'array',
  items: { $ref: componentRef('AutomationActionRequestDto') },
  minItems: 1,
  maxItems: MAX_ACTIONS,
} as const;

/** POST /v1/spaces/{space}/automations. */
export const CREATE_AUTOMATION_REQUEST = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: MAX_AUTOMATION_NAME_LENGTH, example: 'Ask the auditor' },
    enabled: { type: 'boolean', default: true },
    trigger: { $ref: componentRef('AutomationTriggerRequestDto') },
    actions: ACTIONS,
  },
  required: ['name', 'trigger', 'actions'],
  additionalProperties: false,
} as const;

/** PATCH /v1/spaces/{space}/automations/{id}: only what is sent changes. */
export const UPDATE_AUTOMATION_REQUEST = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: MAX_AUTOMATION_NAME_LENGTH },
    enabled: { type: 'boolean', description: 'false disables the automation, true enables it again.' },
    trigger: { $ref: componentRef('AutomationTriggerRequestDto') },
    actions: {
      ...ACTIONS,
      description: 'Replaces the list; actions left out are deleted with their queued deliveries and log.',
    },
  },
  additionalProperties: false,
} as const;
