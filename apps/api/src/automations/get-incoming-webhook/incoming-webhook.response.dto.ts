import { ApiProperty } from '@nestjs/swagger';
import type { IncomingWebhookPanel } from '@deal/domain';

/** The incoming-webhook panel (SPEC §5.3): where the audit system posts, with which key, and what. */
export class IncomingWebhookDto {
  @ApiProperty({ example: 'aut_0Fz3AbCdEfGhIjKlMnOpQr' })
  automation_id!: string;
  @ApiProperty({
    description: '`{webhook_in_url}/spaces/<space_id>/webhook-in` (`WEBHOOK_IN_URL`).',
    example: 'http://localhost:3001/spaces/spc_0Fz3AbCdEfGhIjKlMnOpQr/webhook-in',
  })
  endpoint_url!: string;
  @ApiProperty({
    description: 'Send it in the `X-Service-Webhook` header.',
    example: 'whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h',
  })
  signing_key!: string;
  @ApiProperty({
    description:
      'Calls must carry Standard Webhooks signatures (`webhook-id`, `webhook-timestamp`, `webhook-signature`) ' +
      'keyed with the automation’s `inbound_signing_secret` (shown once, when generated); the key alone is ' +
      'refused. Sign `{webhook-id}.{webhook-timestamp}.{body}` with HMAC-SHA256 (base64) keyed with the ' +
      'secret’s base64-decoded bytes, or use any Standard Webhooks library (docs/webhook-in.md).',
  })
  require_signature!: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'A SPEC §4.5 body: approves the space’s oldest deal (`deal_sample` when it has none).',
    example: { id: 'deal_0Fz3AbCdEfGhIjKlMnOpQr', status: 'approved' },
  })
  sample_payload!: Record<string, unknown>;
}

export function toIncomingWebhookDto(panel: IncomingWebhookPanel): IncomingWebhookDto {
  return {
    automation_id: panel.automationId,
    endpoint_url: panel.endpointUrl,
    signing_key: panel.signingKey,
    require_signature: panel.requireSignature,
    sample_payload: { ...panel.samplePayload },
  };
}
