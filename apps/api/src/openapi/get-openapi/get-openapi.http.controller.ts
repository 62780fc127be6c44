import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import { Public } from '../../auth/public.decorator';
import { OpenApiDocumentHolder } from './openapi-document';

@ApiExcludeController()
@Controller('v1/openapi.json')
export class GetOpenApiHttpController {
  constructor(@Inject(OpenApiDocumentHolder) private readonly holder: OpenApiDocumentHolder) {}

  @Get()
  @Public()
  document(): OpenAPIObject {
    if (!this.holder.document) throw new Error('the OpenAPI document is built before the app listens');
    return this.holder.document;
  }
}
