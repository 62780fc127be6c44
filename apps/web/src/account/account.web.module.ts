import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { AccountTokensWebController } from './account-tokens.web.controller';
import { AccountWebController } from './account.web.controller';

/** Account settings: the signed-in person's sessions, password and personal access tokens. */
@Module({
  imports: [WebKitModule],
  controllers: [AccountWebController, AccountTokensWebController],
})
export class AccountWebModule {}
