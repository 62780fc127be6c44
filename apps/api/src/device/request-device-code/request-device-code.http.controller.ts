import { Body, Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  requestDeviceCode,
  type Clock,
  type IdGenerator,
  type RandomSource,
  type SecretHasher,
  type UnitOfWork,
} from '@deal/domain';
import {
  API_CONFIG,
  CLOCK,
  ID_GENERATOR,
  RANDOM_SOURCE,
  SECRET_HASHER,
  UNIT_OF_WORK,
} from '../../app.tokens';
import { Public } from '../../auth/public.decorator';
import type { ApiConfig } from '../../config/api-config';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { RequestDeviceCodeRequestDto } from './request-device-code.request.dto';
import { DeviceCodeResponseDto, toDeviceCodeResponseDto } from './request-device-code.response.dto';

@ApiTags('device flow')
@Controller('v1/device/code')
export class RequestDeviceCodeHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @Inject(SECRET_HASHER) private readonly hasher: SecretHasher,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

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
  @ApiOkResponse({ type: DeviceCodeResponseDto })
  @ApiErrorResponses(400)
  async request(@Body() body: RequestDeviceCodeRequestDto): Promise<DeviceCodeResponseDto> {
    const deps = {
      uow: this.uow,
      clock: this.clock,
      ids: this.ids,
      random: this.random,
      hasher: this.hasher,
    };
    const result = await requestDeviceCode(deps, { ...(body.scope !== undefined && { scope: body.scope }) });
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toDeviceCodeResponseDto(result.value, this.config.appUrl);
  }
}
