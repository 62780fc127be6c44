import { Module } from '@nestjs/common';
import { WebSessionGuard } from './session/web-session.guard';
import { WebSessions } from './session/web-sessions';
import { SignInLimiter } from './sign-in/sign-in-limiter';
import { WebExceptionFilter } from './web-exception.filter';

/** What every page module needs: sessions, the session guard and the error pages. */
@Module({
  providers: [WebSessions, SignInLimiter, WebSessionGuard, WebExceptionFilter],
  exports: [WebSessions, SignInLimiter, WebSessionGuard, WebExceptionFilter],
})
export class WebKitModule {}
