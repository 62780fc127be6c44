import { Module } from '@nestjs/common';
import { WebKitModule } from '../web-kit.module';
import { PipelineWebController } from './pipeline.web.controller';

/** The Pipeline page of a space (docs/pricing.md "Pipeline"). */
@Module({
  imports: [WebKitModule],
  controllers: [PipelineWebController],
})
export class PipelineWebModule {}
