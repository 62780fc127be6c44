import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { ApiKeysWebController } from './api-keys.web.controller';
import { SpaceAdminWebController } from './space-admin.web.controller';
import { SpaceSettingsWebController } from './space-settings.web.controller';

/** Space settings: the index every member sees, and the API keys of owners and admins. */
@Module({
  imports: [WebKitModule],
  controllers: [SpaceSettingsWebController, SpaceAdminWebController, ApiKeysWebController],
})
export class SpaceSettingsWebModule {}
