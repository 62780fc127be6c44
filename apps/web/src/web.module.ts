import { type DynamicModule, Module } from '@nestjs/common';
import { CompositionModule } from '@deal/nest-kit';
import { DealsWebModule } from './deals/deals.web.module';
import { PipelineWebModule } from './pipeline/pipeline.web.module';
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
import { SsoWebModule } from './sso/sso.web.module';
import { SignInWebController } from './sign-in/sign-in.web.controller';
import { WebKitModule } from './web-kit.module';
import { composeWeb } from './web.composition';
import { WEB, type WebConfig, type WebHost } from './web.parts';

const pages = [
  WebKitModule,
  AccountWebModule,
  SpaceSettingsWebModule,
  SpacesWebModule,
  JoinWebModule,
  SignUpWebModule,
  PasswordResetWebModule,
  SsoWebModule,
  DeviceWebModule,
  DealsWebModule,
  AutomationsWebModule,
  PipelineWebModule,
];

/**
 * The web application: server-rendered pages over the same use cases as the API, behind a
 * session cookie. One module per area of pages, each importing WebKitModule. It is mounted in the
 * api's process (one origin, one session cookie): `register` composes the web's parts over what the
 * host lends (web.composition.ts) and registers them under the web's own name, beside the host's.
 */
@Module({})
export class WebModule {
  static register(host: WebHost, config: WebConfig): DynamicModule {
    return {
      module: WebModule,
      imports: [CompositionModule.register(composeWeb(host, config), WEB), ...pages],
      controllers: [AssetsWebController, SignInWebController, HomeWebController],
    };
  }
}
