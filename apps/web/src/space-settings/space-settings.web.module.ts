import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { ApiKeysWebController } from './api-keys.web.controller';
import { RateCardsWebController } from './rate-cards.web.controller';
import { SpaceAdminWebController } from './space-admin.web.controller';
import { SpaceSettingsWebController } from './space-settings.web.controller';

/** Space settings: the index every member sees, the API keys of owners and admins, roles and rate cards. */
@Module({
  imports: [WebKitModule],
  controllers: [
    SpaceSettingsWebController,
    SpaceAdminWebController,
    ApiKeysWebController,
    RateCardsWebController,
  ],
})
export class SpaceSettingsWebModule {}
