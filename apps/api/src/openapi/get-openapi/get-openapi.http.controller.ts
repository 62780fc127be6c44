import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, type OpenAPIObject } from '@nestjs/swagger';
import { Public, ApiErrorResponses } from '@deal/nest-kit';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('meta')
@Controller('v1/openapi.json')
export class GetOpenApiHttpController {
  constructor(@InjectApi('openApi') private readonly holder: ApiParts['openApi']) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'This OpenAPI 3 document; no credential needed' })
  @ApiOkResponse({ description: 'The OpenAPI 3 document of the whole API', schema: { type: 'object' } })
  @ApiErrorResponses()
  document(): OpenAPIObject {
    if (!this.holder.document) throw new Error('the OpenAPI document is built before the app listens');
    return this.holder.document;
  }
}
