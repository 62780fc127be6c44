import { ApiProperty } from '@nestjs/swagger';
import { AUTOMATION_TRIGGERS, TEST_RECEIPT_WARNINGS, type TestReceiveReport } from '@deal/domain';

/** The receipt of "Test a received event" (SPEC §6.2); nothing was written. */
export class TestReceiveResponseDto {
  @ApiProperty({ enum: [true] })
  received!: true;
  @ApiProperty({ example: 'aut_0Fz3AbCdEfGhIjKlMnOpQr' })
  automation_id!: string;
  @ApiProperty({ enum: AUTOMATION_TRIGGERS })
  trigger!: string;
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description:
      'Each condition of the trigger with whether it matched. Always empty: `webhook_received` takes no ' +
      'conditions (the payload is matched to a deal, not filtered).',
  })
  conditions!: unknown[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The payload as matched (with the picked `deal_id` as `id` when it named no deal).',
  })
  payload!: Record<string, unknown>;
  @ApiProperty({ description: 'A deal of the space matched, as SPEC §4.5 matches.' })
  deal_matched!: boolean;
  @ApiProperty({ type: String, nullable: true })
  deal_id!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What the Update Deal action would change: `{field: {from, to}}`.',
    example: { status: { from: 'pending', to: 'approved' } },
  })
  changes!: Record<string, unknown>;
  @ApiProperty({
    type: [String],
    description: `Setup mistakes: ${Object.values(TEST_RECEIPT_WARNINGS)
      .map((warning) => `\`${warning}\``)
      .join(', ')}.`,
  })
  warnings!: string[];
}

export function toTestReceiveResponseDto(report: TestReceiveReport): TestReceiveResponseDto {
  const { receipt, automation, payload } = report;
  return {
    received: true,
    automation_id: automation.id,
    trigger: automation.trigger,
    conditions: [],
    payload: { ...payload },
    deal_matched: receipt.deal_matched,
    deal_id: receipt.deal_id,
    changes: { ...receipt.changes },
    warnings: [...receipt.warnings],
  };
}
