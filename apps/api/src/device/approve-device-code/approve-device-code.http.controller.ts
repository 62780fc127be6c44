import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  approveDeviceCode,
  DEVICE_APPROVAL_REQUEST_RULES,
  parseDeviceApprovalRequest,
  type Actor,
} from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, HttpProblem, parsedBody } from '@deal/nest-kit';
import { DeviceApprovalResponseDto, toDeviceApprovalResponseDto } from './approve-device-code.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const APPROVAL_DOCS: FieldDocs<typeof DEVICE_APPROVAL_REQUEST_RULES> = {
  user_code: {
    description: 'The code the device shows, in any case, with or without the dash (blanks are ignored).',
    example: 'bcdf-ghjk',
  },
  approve: '`true` approves the device login, `false` denies it.',
};

@ApiTags('device flow')
@ApiBearerAuth()
@Controller('v1/device/approve')
export class ApproveDeviceCodeHttpController {
  constructor(@InjectApi('device') private readonly device: ApiParts['device']) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve or deny a device login by its user code',
    description:
      "Needs the approving person's `read_write` personal token (a `read` token is 403; to a space API key " +
      "there is nothing to approve: 404). Once approved, the device's next poll gets a new personal token of " +
      'this person with the scope the device asked for. 400 names `user_code` when it is malformed, matches ' +
      'no device login (a wrong attempt) or has expired; 409 when it was answered already. After 5 wrong ' +
      'user codes within 15 minutes, every answer of this person is 429 (with `Retry-After`) until those ' +
      '15 minutes, counted from the first wrong code, are over.',
  })
  @ApiRequestBody('ApproveDeviceCodeRequestDto', DEVICE_APPROVAL_REQUEST_RULES, APPROVAL_DOCS)
  @ApiOkResponse({ type: DeviceApprovalResponseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async approve(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<DeviceApprovalResponseDto> {
    const result = await approveDeviceCode(
      this.device.approve,
      actor,
      parsedBody(parseDeviceApprovalRequest, body),
    );
    if (result.ok) return toDeviceApprovalResponseDto(result.value);
    if (result.error.kind === 'ApprovalsLocked') {
      const seconds = Math.max(1, Math.ceil(result.error.retryAfterMs / 1000));
      throw new HttpProblem(429, `too many wrong user codes; try again in ${seconds} s`, {
        'RateLimit-Remaining': '0',
        'Retry-After': String(seconds),
      });
    }
    throw new DomainErrorException(result.error, bodyEcho(body));
  }
}
