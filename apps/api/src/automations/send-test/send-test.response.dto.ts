import { ApiProperty } from '@nestjs/swagger';
import type { SendTestReport, SendTestResult } from '@deal/domain';

export class SendTestResultDto {
  @ApiProperty({ example: 'act_0Fz3AbCdEfGhIjKlMnOpQr' })
  action_id!: string;
  @ApiProperty({ example: 'https://audit.example.com/hook' })
  url!: string;
  @ApiProperty({ description: 'The endpoint answered 2xx.' })
  delivered!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The HTTP status; null when none came back.' })
  status_code!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why it failed (`HTTP 500`, `timed out`, `network error (ECONNREFUSED)` …); null when delivered.',
  })
  error!: string | null;
  @ApiProperty({ description: 'Milliseconds from sending to the answer (or the failure).' })
  duration_ms!: number;
}

export class SendTestResponseDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The body that was sent: the SPEC §6.1 sample (event `deal_updated`, empty changes).',
  })
  payload!: Record<string, unknown>;
  @ApiProperty({ type: [SendTestResultDto], description: 'One per Send Webhook action, in action order.' })
  results!: SendTestResultDto[];
}

export function toSendTestResponseDto(report: SendTestReport): SendTestResponseDto {
  return {
    payload: { ...report.payload },
    results: report.results.map((result: SendTestResult) => ({
      action_id: result.actionId,
      url: result.url,
      delivered: result.delivered,
      status_code: result.statusCode,
      error: result.error,
      duration_ms: result.durationMs,
    })),
  };
}
