import { Module } from '@nestjs/common';
import { GetOpenApiHttpController } from './get-openapi/get-openapi.http.controller';
import { OpenApiDocumentHolder } from './get-openapi/openapi-document';

@Module({ controllers: [GetOpenApiHttpController], providers: [OpenApiDocumentHolder] })
export class OpenApiModule {}
