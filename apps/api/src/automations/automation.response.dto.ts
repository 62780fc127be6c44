import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUTOMATION_TRIGGERS,
  CONDITION_FIELDS,
  CONDITION_OPS,
  HEALTHY_ENDPOINT_STATE,
  RECEIVED_CONDITION_FIELDS,
  UPDATE_DEAL_FIELDS,
  endpointDisabledReason,
  revealNone,
  type Automation,
  type AutomationAction,
  type Condition,
  type EndpointState,
  type KeysetPage,
  type RevealedAutomation,
} from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

const EPOCH = 'Epoch milliseconds (UTC).';

export class ConditionDto {
  @ApiProperty({
    enum: [...CONDITION_FIELDS, ...RECEIVED_CONDITION_FIELDS],
    description:
      '`deal_updated`: a tracked deal field. `webhook_received`: `payload.<field>` (the incoming body; a field ' +
      'not sent is null) or `deal.<field>` (the matched deal before the change) (docs/automations.md).',
  })
  field!: string;
  @ApiProperty({
    enum: CONDITION_OPS,
    description: '`webhook_received` takes `equals`, `in`, `greater` and `less` only.',
  })
  op!: string;
  @ApiPropertyOptional({
    description:
      'A string, number or null; a list of them for `in`; absent for `changed` (docs/automations.md).',
    // OpenAPI 3.0 has no `null` type and `nullable` needs a `type` beside it: null is the
    // nullable string's, so exactly one branch holds for every value.
    oneOf: [
      { type: 'string', nullable: true },
      { type: 'number' },
      { type: 'array', items: { oneOf: [{ type: 'string', nullable: true }, { type: 'number' }] } },
    ],
    example: 'approved',
  })
  value?: unknown;
}

export class AutomationTriggerDto {
  @ApiProperty({ enum: AUTOMATION_TRIGGERS })
  type!: string;
  @ApiProperty({
    type: [ConditionDto],
    description:
      'All must hold; empty matches every change (every received event for `webhook_received`, whose ' +
      'Update Deal action applies only when they hold).',
  })
  conditions!: ConditionDto[];
  @ApiPropertyOptional({
    description:
      '`webhook_received` only: calls must carry Standard Webhooks signatures keyed with the automation’s ' +
      '`inbound_signing_secret`, and the `X-Service-Webhook` key alone is refused (docs/webhook-in.md).',
  })
  require_signature?: boolean;
}

/** A Send Webhook endpoint's health (docs/automations.md "Endpoint health"). */
export class EndpointHealthDto {
  @ApiProperty({
    enum: ['enabled', 'disabled'],
    description: '`disabled`: its deliveries are held (kept, not attempted) until it is enabled again.',
  })
  status!: 'enabled' | 'disabled';
  @ApiProperty({ type: Number, nullable: true, description: `When it was disabled. ${EPOCH}` })
  disabled_at!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why it was disabled; null while enabled.',
    example: 'failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503',
  })
  disabled_reason!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `End of the first failed delivery of the current run of failures; null when the last finished delivery was delivered. ${EPOCH}`,
  })
  failing_since!: number | null;
  @ApiProperty({ description: 'Failed deliveries in a row (a delivered one resets the count).' })
  consecutive_failures!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The error of the last attempt of the last failed delivery of the run.',
  })
  last_error!: string | null;
  @ApiProperty({ description: 'Deliveries held while it is disabled.' })
  held_deliveries!: number;
}

export class AutomationActionDto {
  @ApiProperty({ example: 'act_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ enum: ['send_webhook', 'update_deal'] })
  type!: string;
  @ApiPropertyOptional({ description: '`send_webhook` only: the endpoint, normalised.' })
  url?: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: '`send_webhook` only: the `$field` template; null when none.',
  })
  message?: string | null;
  @ApiPropertyOptional({
    description:
      '`send_webhook` only, and only in the response that generated it (create, an update that adds the ' +
      'action, rotate-secret): the `X-Service-Webhook` value. It cannot be read again. Actions created ' +
      'before signing secrets existed keep a `whsec_`-prefixed value here.',
    example: 'svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH',
  })
  secret?: string;
  @ApiPropertyOptional({
    description:
      '`send_webhook` only, and only in the response that generated it (create, an update that adds the ' +
      'action, rotate-signing-secret): the Standard Webhooks signing secret, `whsec_` and the base64 of ' +
      '32 random bytes. `webhook-signature` is keyed with it and it is never sent, so verify with the stock ' +
      '`new Webhook(signing_secret)` of the `standardwebhooks` packages. It cannot be read again.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=',
  })
  signing_secret?: string;
  @ApiPropertyOptional({
    type: EndpointHealthDto,
    description: "`send_webhook` only: the endpoint's health, kept by the dispatcher.",
  })
  endpoint?: EndpointHealthDto;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', enum: [...UPDATE_DEAL_FIELDS] },
    nullable: true,
    description: '`update_deal` only: the payload fields applied; null applies every field.',
  })
  fields?: string[] | null;
}

/** An automation as the api shows it; secrets only in the response that generated them. */
export class AutomationDto {
  @ApiProperty({ example: 'aut_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'spc_0Fz3AbCdEfGhIjKlMnOpQr' })
  space_id!: string;
  @ApiProperty({ example: 'Ask the auditor' })
  name!: string;
  @ApiProperty({ description: 'A disabled automation starts nothing; queued deliveries still go out.' })
  enabled!: boolean;
  @ApiProperty({ type: AutomationTriggerDto })
  trigger!: AutomationTriggerDto;
  @ApiProperty({ type: [AutomationActionDto] })
  actions!: AutomationActionDto[];
  @ApiPropertyOptional({
    description:
      '`webhook_received` only, and only in the responses that generated it (create, rotate-signing-key); ' +
      'owners and admins read it again in the incoming-webhook panel.',
    example: 'whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h',
  })
  signing_key?: string;
  @ApiPropertyOptional({
    description:
      '`webhook_received` with `require_signature` only, and only in the responses that generated it (create ' +
      'or the update that turned signatures on, rotate-inbound-signing-secret): the Standard Webhooks secret ' +
      '(`whsec_` + base64 of 32 random bytes; the HMAC key is those bytes). Shown once.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  })
  inbound_signing_secret?: string;
  @ApiProperty({ description: EPOCH })
  created_at!: number;
  @ApiProperty({ description: EPOCH })
  updated_at!: number;
}

export class AutomationPageDto {
  @ApiProperty({ type: [AutomationDto], description: 'Oldest first; never a secret.' })
  items!: AutomationDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export function toAutomationDto(revealed: RevealedAutomation): AutomationDto {
  const { automation, signingKeyShown, secretsShownFor, signingSecretsShownFor } = revealed;
  const inboundSecret = automation.inboundSigningSecret ?? null;
  return {
    id: automation.id,
    space_id: automation.spaceId,
    name: automation.name,
    enabled: automation.enabled,
    trigger: {
      type: automation.trigger,
      conditions: automation.conditions.map(toConditionDto),
      ...(automation.trigger === 'webhook_received' && { require_signature: inboundSecret !== null }),
    },
    actions: automation.actions.map((action) =>
      toActionDto(action, {
        secret: secretsShownFor.includes(action.id),
        signingSecret: signingSecretsShownFor.includes(action.id),
      }),
    ),
    ...(signingKeyShown && automation.signingKey !== null && { signing_key: automation.signingKey }),
    ...(revealed.inboundSigningSecretShown === true &&
      inboundSecret !== null && { inbound_signing_secret: inboundSecret }),
    created_at: automation.createdAt,
    updated_at: automation.updatedAt,
  };
}

/** Reads show no secret, to anyone. */
export function toAutomationPageDto(page: KeysetPage<Automation>): AutomationPageDto {
  return {
    items: page.items.map((automation) => toAutomationDto(revealNone(automation))),
    next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
  };
}

export function toConditionDto(condition: Condition): ConditionDto {
  return condition.op === 'changed'
    ? { field: condition.field, op: condition.op }
    : { field: condition.field, op: condition.op, value: condition.value };
}

function toActionDto(
  action: AutomationAction,
  show: { readonly secret: boolean; readonly signingSecret: boolean },
): AutomationActionDto {
  if (action.type === 'update_deal') {
    return { id: action.id, type: action.type, fields: action.fields === null ? null : [...action.fields] };
  }
  return {
    id: action.id,
    type: action.type,
    url: action.url,
    message: action.message,
    ...(show.secret && { secret: action.secret }),
    ...(show.signingSecret && { signing_secret: action.signingSecret }),
    endpoint: toEndpointDto(action.endpoint ?? HEALTHY_ENDPOINT_STATE),
  };
}

export function toEndpointDto(endpoint: EndpointState): EndpointHealthDto {
  return {
    status: endpoint.disabledAt === null ? 'enabled' : 'disabled',
    disabled_at: endpoint.disabledAt,
    disabled_reason: endpointDisabledReason(endpoint),
    failing_since: endpoint.failingSince,
    consecutive_failures: endpoint.consecutiveFailures,
    last_error: endpoint.lastError,
    held_deliveries: endpoint.heldDeliveries,
  };
}
