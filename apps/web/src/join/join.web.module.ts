import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { JoinWebController } from './join.web.controller';

/** The page an invitation email links to: sign up, or sign in and accept (docs/accounts.md). */
@Module({ imports: [WebKitModule], controllers: [JoinWebController] })
export class JoinWebModule {}
