import { Module } from '@nestjs/common';
import { WebSessionGuard } from './session/web-session.guard';
import { WebExceptionFilter } from './web-exception.filter';

/** What every page module needs: the session guard and the error pages. */
@Module({
  providers: [WebSessionGuard, WebExceptionFilter],
  exports: [WebSessionGuard, WebExceptionFilter],
})
export class WebKitModule {}
