import { Module } from '@nestjs/common';
import { DealsWebModule } from './deals/deals.web.module';
import { AutomationsWebModule } from './automations/automations.web.module';
import { AccountWebModule } from './account/account.web.module';
import { DeviceWebModule } from './device/device.web.module';
import { SpaceSettingsWebModule } from './space-settings/space-settings.web.module';
import { SpacesWebModule } from './spaces/spaces.web.module';
import { AssetsWebController } from './assets/assets.web.controller';
import { HomeWebController } from './home/home.web.controller';
import { JoinWebModule } from './join/join.web.module';
import { SignUpWebModule } from './sign-up/sign-up.web.module';
import { PasswordResetWebModule } from './password-reset/password-reset.web.module';
import { SignInWebController } from './sign-in/sign-in.web.controller';
import { WebKitModule } from './web-kit.module';

/**
 * The web application: server-rendered pages over the same use cases as the API, behind a
 * session cookie. One module per area of pages, each importing WebKitModule.
 */
@Module({
  imports: [
    WebKitModule,
    AccountWebModule,
    SpaceSettingsWebModule,
    SpacesWebModule,
    JoinWebModule,
    SignUpWebModule,
    PasswordResetWebModule,
    DeviceWebModule,
    DealsWebModule,
    AutomationsWebModule,
  ],
  controllers: [AssetsWebController, SignInWebController, HomeWebController],
})
export class WebModule {}
