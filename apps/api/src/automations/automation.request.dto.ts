import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUTOMATION_TRIGGERS,
  MAX_ACTIONS,
  MAX_AUTOMATION_NAME_LENGTH,
  UPDATE_DEAL_FIELDS,
} from '@deal/domain';
import { ConditionDto } from './automation.response.dto';

/*
 * OpenAPI shapes only. Automation bodies are checked by the domain's own validators
 * (`parseNewAutomation`, `parseAutomationPatch`), which know the trigger/action pairs, the
 * condition syntax and the URL policy; so the controllers take the body untyped and the global
 * DTO pipe leaves it alone. The rules (unknown fields refused, every issue with its path, the SPEC
 * §7 400 form) are the same as for every other body.
 */

export class AutomationTriggerRequestDto {
  @ApiProperty({ enum: AUTOMATION_TRIGGERS, description: 'Required on create; on update it cannot change.' })
  type!: string;
  @ApiPropertyOptional({
    type: [ConditionDto],
    nullable: true,
    description:
      '0–20, all must hold (`webhook_received`: on `payload.…` and `deal.…` fields). On update it replaces the ' +
      'list; null clears it.',
  })
  conditions?: ConditionDto[] | null;
  @ApiPropertyOptional({
    description:
      '`webhook_received` only (default false): require Standard Webhooks signatures (`webhook-id`, ' +
      '`webhook-timestamp`, `webhook-signature`) keyed with the automation’s own `inbound_signing_secret`, ' +
      'generated when this turns on and shown once in that response. Off drops the secret.',
  })
  require_signature?: boolean;
}

export class AutomationActionRequestDto {
  @ApiPropertyOptional({
    description:
      'Update only: the id of an action of this automation to keep (its id, secret and delivery log). ' +
      'Without it the action is new and gets a new secret.',
  })
  id?: string;
  @ApiProperty({
    enum: ['send_webhook', 'update_deal'],
    description:
      '`send_webhook` for `deal_updated` and `deal_created`; exactly one `update_deal` for `webhook_received`.',
  })
  type!: string;
  @ApiPropertyOptional({
    description:
      '`send_webhook`: required; `https:`, or `http:` to exactly `localhost` / `127.0.0.1` (SPEC §6.1).',
    example: 'https://audit.example.com/hook',
  })
  url?: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2000,
    description: '`send_webhook`: optional message with `$field` values, e.g. `Please approve $name`.',
  })
  message?: string | null;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', enum: [...UPDATE_DEAL_FIELDS] },
    nullable: true,
    description:
      '`update_deal`: the payload fields to apply, no repeats; left out, null or [] applies every field.',
  })
  fields?: string[] | null;
}

export class CreateAutomationRequestDto {
  @ApiProperty({ minLength: 1, maxLength: MAX_AUTOMATION_NAME_LENGTH, example: 'Ask the auditor' })
  name!: string;
  @ApiPropertyOptional({ default: true })
  enabled?: boolean;
  @ApiProperty({ type: AutomationTriggerRequestDto })
  trigger!: AutomationTriggerRequestDto;
  @ApiProperty({ type: [AutomationActionRequestDto], minItems: 1, maxItems: MAX_ACTIONS })
  actions!: AutomationActionRequestDto[];
}

export class UpdateAutomationRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: MAX_AUTOMATION_NAME_LENGTH })
  name?: string;
  @ApiPropertyOptional({ description: 'false disables the automation, true enables it again.' })
  enabled?: boolean;
  @ApiPropertyOptional({ type: AutomationTriggerRequestDto })
  trigger?: AutomationTriggerRequestDto;
  @ApiPropertyOptional({
    type: [AutomationActionRequestDto],
    minItems: 1,
    maxItems: MAX_ACTIONS,
    description: 'Replaces the list; actions left out are deleted with their queued deliveries and log.',
  })
  actions?: AutomationActionRequestDto[];
}
