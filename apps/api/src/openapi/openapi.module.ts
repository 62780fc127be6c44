import { Module } from '@nestjs/common';
import { GetOpenApiHttpController } from './get-openapi/get-openapi.http.controller';
import { ApiReferenceHttpController } from './reference/api-reference.http.controller';

@Module({ controllers: [GetOpenApiHttpController, ApiReferenceHttpController] })
export class OpenApiModule {}
