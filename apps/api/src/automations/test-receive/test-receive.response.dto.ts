import { ApiProperty } from '@nestjs/swagger';
import { AUTOMATION_TRIGGERS, TEST_RECEIPT_WARNINGS, type TestReceiveReport } from '@deal/domain';
import { ConditionDto, toConditionDto } from '../automation.response.dto';

/** One condition of the trigger as the automation holds it, with whether it held in this test. */
export class ConditionResultDto extends ConditionDto {
  @ApiProperty({ description: 'Whether the condition held for this payload and the matched deal.' })
  matched!: boolean;
}

/** The receipt of "Test a received event" (SPEC §6.2); nothing was written. */
export class TestReceiveResponseDto {
  @ApiProperty({ enum: [true] })
  received!: true;
  @ApiProperty({ example: 'aut_0Fz3AbCdEfGhIjKlMnOpQr' })
  automation_id!: string;
  @ApiProperty({ enum: AUTOMATION_TRIGGERS })
  trigger!: string;
  @ApiProperty({
    type: [ConditionResultDto],
    description:
      'Each condition of a `webhook_received` trigger, in order, with whether it matched (`payload.…` on the ' +
      'payload as matched, `deal.…` on the matched deal; with no deal matched a `deal.…` condition does not ' +
      'match). Empty for a `deal_updated` automation, whose conditions are about a deal change.',
  })
  conditions!: ConditionResultDto[];
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
    description:
      'Whether the live call would apply the Update Deal action (its `applied`): a deal matched, every ' +
      'condition matched, and the automation has the action.',
  })
  would_apply!: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'What the Update Deal action would change: `{field: {from, to}}`; empty when it would not apply.',
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
    conditions: receipt.conditions.map(({ condition, matched }) => ({
      ...toConditionDto(condition),
      matched,
    })),
    payload: { ...payload },
    deal_matched: receipt.deal_matched,
    deal_id: receipt.deal_id,
    would_apply: receipt.would_apply,
    changes: { ...receipt.changes },
    warnings: [...receipt.warnings],
  };
}
