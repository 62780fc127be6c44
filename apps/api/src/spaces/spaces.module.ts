import { Module } from '@nestjs/common';
import { ListSpacesHttpController } from './list-spaces/list-spaces.http.controller';

@Module({ controllers: [ListSpacesHttpController] })
export class SpacesModule {}
