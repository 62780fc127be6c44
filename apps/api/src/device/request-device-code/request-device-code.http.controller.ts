import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_DEVICE_SCOPE,
  DEVICE_CODE_REQUEST_RULES,
  parseDeviceCodeRequest,
  requestDeviceCode,
} from '@deal/domain';
import { Public, ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { DeviceCodeResponseDto, toDeviceCodeResponseDto } from './request-device-code.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const DEVICE_CODE_DOCS: FieldDocs<typeof DEVICE_CODE_REQUEST_RULES> = {
  scope: {
    description:
      'Scope of the personal token the device gets once a person approves. Default `read_write`, ' +
      'which the command-line tool needs (it reschedules deals).',
    default: DEFAULT_DEVICE_SCOPE,
  },
  client_id: 'Accepted and ignored, so stock RFC 8628 clients work: there is no client registration.',
};

@ApiTags('device flow')
@Controller('v1/device/code')
export class RequestDeviceCodeHttpController {
  constructor(@InjectApi('device') private readonly device: ApiParts['device']) {}

  @Post()
  @Public()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Start a device login (RFC 8628 §3.1); no credential needed',
    description:
      'Answers a device code (the device keeps it secret and polls `POST /v1/device/token` with it) and a ' +
      'user code a person enters at `verification_uri` or sends to `POST /v1/device/approve`. Both expire after ' +
      '900 s; poll no faster than `interval` seconds. A bad `scope` is a 400 in the validation form.',
  })
  @ApiRequestBody('RequestDeviceCodeRequestDto', DEVICE_CODE_REQUEST_RULES, DEVICE_CODE_DOCS)
  @ApiOkResponse({ type: DeviceCodeResponseDto })
  @ApiErrorResponses(400)
  async request(@Body() body: unknown): Promise<DeviceCodeResponseDto> {
    const result = await requestDeviceCode(this.device.request, parsedBody(parseDeviceCodeRequest, body));
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toDeviceCodeResponseDto(result.value, this.device.appUrl);
  }
}
