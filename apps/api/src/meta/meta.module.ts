import { Module } from '@nestjs/common';
import { GetMetaHttpController } from './get-meta/get-meta.http.controller';

@Module({ controllers: [GetMetaHttpController] })
export class MetaModule {}
