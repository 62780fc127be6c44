import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { AccountTokensWebController } from './account-tokens.web.controller';

/** Account settings: the signed-in person's personal access tokens. */
@Module({
  imports: [WebKitModule],
  controllers: [AccountTokensWebController],
})
export class AccountWebModule {}
