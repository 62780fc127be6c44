import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { PasswordResetWebController } from './password-reset.web.controller';

/** "Forgot password" and the emailed link that sets a new one (docs/accounts.md "Password reset"). */
@Module({ imports: [WebKitModule], controllers: [PasswordResetWebController] })
export class PasswordResetWebModule {}
