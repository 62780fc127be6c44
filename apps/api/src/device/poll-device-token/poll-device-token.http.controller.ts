import { Body, Controller, Header, HttpCode, Post, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DEVICE_CODE_GRANT_TYPE,
  DEVICE_TOKEN_REQUEST_RULES,
  parseDeviceTokenRequest,
  pollDeviceToken,
} from '@deal/domain';
import { Public, ApiErrorResponses, parsedBody } from '@deal/nest-kit';
import { OAuthErrorException, oauthErrorOf } from './oauth-error';
import { OAuthErrorFilter } from './oauth-error.filter';
import {
  DeviceTokenResponseDto,
  OAuthErrorBodyDto,
  toDeviceTokenResponseDto,
} from './poll-device-token.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const DEVICE_TOKEN_DOCS: FieldDocs<typeof DEVICE_TOKEN_REQUEST_RULES> = {
  grant_type: {
    description: 'The device code grant (RFC 8628 §3.4); any other is `unsupported_grant_type`.',
    example: DEVICE_CODE_GRANT_TYPE,
  },
  device_code: 'The `device_code` from `POST /v1/device/code`.',
  client_id: 'Accepted and ignored (no client registration).',
};

@ApiTags('device flow')
@Controller('v1/device/token')
@UseFilters(OAuthErrorFilter)
export class PollDeviceTokenHttpController {
  constructor(@InjectApi('device') private readonly device: ApiParts['device']) {}

  @Post()
  @Public()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  @ApiOperation({
    summary: 'Poll for the token of a device login (RFC 8628 §3.4); no credential needed',
    description:
      'Until a person answers: `400 {"error":"authorization_pending"}`; polling sooner than `interval` seconds ' +
      'after the previous poll: `slow_down`, and the interval grows by 5 s for good. Once approved, the first ' +
      'poll gets a new personal token of the approving user (scope as requested); every later poll is ' +
      '`invalid_grant`. Errors use the RFC 6749 §5.2 form `{error, error_description}`, also for a bad body ' +
      '(`invalid_request`), not the validation form of the other endpoints.',
  })
  @ApiRequestBody('PollDeviceTokenRequestDto', DEVICE_TOKEN_REQUEST_RULES, DEVICE_TOKEN_DOCS)
  @ApiOkResponse({ type: DeviceTokenResponseDto })
  @ApiBadRequestResponse({ type: OAuthErrorBodyDto, description: 'RFC 6749 §5.2 / RFC 8628 §3.5 error' })
  @ApiErrorResponses()
  async poll(@Body() body: unknown): Promise<DeviceTokenResponseDto> {
    const { grantType, deviceCode } = parsedBody(parseDeviceTokenRequest, body);
    if (grantType !== DEVICE_CODE_GRANT_TYPE) {
      throw new OAuthErrorException('unsupported_grant_type', `grant_type must be ${DEVICE_CODE_GRANT_TYPE}`);
    }
    const result = await pollDeviceToken(this.device.poll, deviceCode);
    if (!result.ok) throw oauthErrorOf(result.error);
    return toDeviceTokenResponseDto(result.value);
  }
}
