import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { SpacesWebController } from './spaces.web.controller';

/** New spaces and the answers to invitations (the list of both is the home page's). */
@Module({ imports: [WebKitModule], controllers: [SpacesWebController] })
export class SpacesWebModule {}
