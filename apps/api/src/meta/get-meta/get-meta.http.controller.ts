import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public, ApiErrorResponses } from '@deal/nest-kit';

/** The version of the API contract this build implements (semver; see docs/api.md). */
export const CONTRACT_VERSION = '1.0.0';

export class MetaDto {
  @ApiProperty({ example: CONTRACT_VERSION, description: 'Semantic version of the API contract' })
  version!: string;
  @ApiProperty({ example: 'v1', description: 'The path prefix of this API version' })
  api!: string;
  @ApiProperty({ example: '/v1/openapi.json' })
  openapi!: string;
}

@ApiTags('meta')
@Controller('v1/meta')
export class GetMetaHttpController {
  @Get()
  @Public()
  @ApiOperation({ summary: 'The contract version; no credential needed' })
  @ApiOkResponse({ type: MetaDto })
  @ApiErrorResponses()
  meta(): MetaDto {
    return { version: CONTRACT_VERSION, api: 'v1', openapi: '/v1/openapi.json' };
  }
}
