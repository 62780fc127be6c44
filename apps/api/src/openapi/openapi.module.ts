import { Module } from '@nestjs/common';
import { GetOpenApiHttpController } from './get-openapi/get-openapi.http.controller';

@Module({ controllers: [GetOpenApiHttpController] })
export class OpenApiModule {}
