import { Module } from '@nestjs/common';
import { AssetsWebController } from './assets/assets.web.controller';
import { HomeWebController } from './home/home.web.controller';
import { SignInWebController } from './sign-in/sign-in.web.controller';
import { WebKitModule } from './web-kit.module';

/**
 * The web application: server-rendered pages over the same use cases as the API, behind a
 * session cookie. One module per area of pages, each importing WebKitModule.
 */
@Module({
  imports: [WebKitModule],
  controllers: [AssetsWebController, SignInWebController, HomeWebController],
})
export class WebModule {}
