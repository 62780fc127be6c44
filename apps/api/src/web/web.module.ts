import { Module } from '@nestjs/common';
import { AssetsWebController } from './assets/assets.web.controller';
import { HomeWebController } from './home/home.web.controller';
import { WebSessionGuard } from './session/web-session.guard';
import { WebSessions } from './session/web-sessions';
import { SignInLimiter } from './sign-in/sign-in-limiter';
import { SignInWebController } from './sign-in/sign-in.web.controller';
import { WebExceptionFilter } from './web-exception.filter';

/**
 * The web application (issue: sign-in, deal pages, keys and tokens, automations, device
 * approval): server-rendered pages over the same use cases as the API, behind a session cookie.
 */
@Module({
  controllers: [AssetsWebController, SignInWebController, HomeWebController],
  providers: [WebSessions, SignInLimiter, WebSessionGuard, WebExceptionFilter],
  exports: [WebSessions, WebSessionGuard, WebExceptionFilter],
})
export class WebModule {}
