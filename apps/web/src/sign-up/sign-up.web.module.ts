import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { SignUpWebController } from './sign-up.web.controller';

/** Open sign-up (SIGN_UP=open): the form and the email verification link (docs/accounts.md). */
@Module({ imports: [WebKitModule], controllers: [SignUpWebController] })
export class SignUpWebModule {}
