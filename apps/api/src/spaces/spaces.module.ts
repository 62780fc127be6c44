import { Module } from '@nestjs/common';
import { CreateSpaceHttpController } from './create-space/create-space.http.controller';
import { DeleteSpaceHttpController } from './delete-space/delete-space.http.controller';
import { ListSpacesHttpController } from './list-spaces/list-spaces.http.controller';
import { UpdateSpaceHttpController } from './update-space/update-space.http.controller';

@Module({
  controllers: [
    ListSpacesHttpController,
    CreateSpaceHttpController,
    UpdateSpaceHttpController,
    DeleteSpaceHttpController,
  ],
})
export class SpacesModule {}
