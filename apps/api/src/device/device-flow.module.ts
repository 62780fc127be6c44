import { Module } from '@nestjs/common';
import { ApproveDeviceCodeHttpController } from './approve-device-code/approve-device-code.http.controller';
import { PollDeviceTokenHttpController } from './poll-device-token/poll-device-token.http.controller';
import { RequestDeviceCodeHttpController } from './request-device-code/request-device-code.http.controller';

/** The device login flow (RFC 8628; docs/device-flow.md): how the command-line tool gets its token. */
@Module({
  controllers: [
    RequestDeviceCodeHttpController,
    PollDeviceTokenHttpController,
    ApproveDeviceCodeHttpController,
  ],
})
export class DeviceFlowModule {}
