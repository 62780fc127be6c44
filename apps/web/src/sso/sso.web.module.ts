import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { SsoWebController } from './sso.web.controller';

/** "Sign in with …" through OpenID Connect: the start and the callback (docs/accounts.md "Single sign-on"). */
@Module({ imports: [WebKitModule], controllers: [SsoWebController] })
export class SsoWebModule {}
