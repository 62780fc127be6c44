import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { DeviceWebController } from './device.web.controller';

/** The device flow's approval page, at the API's `verification_uri` (`{app_url}/device`). */
@Module({
  imports: [WebKitModule],
  controllers: [DeviceWebController],
})
export class DeviceWebModule {}
