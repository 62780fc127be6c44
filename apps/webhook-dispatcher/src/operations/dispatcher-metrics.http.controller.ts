import { Controller, Get, Res } from '@nestjs/common';
import { METRICS_PATH, type HttpResponse, type OperationsDeps } from '@deal/nest-kit';
import { InjectDispatcher } from '../dispatcher.parts';

/**
 * `GET /metrics` on DISPATCHER_PORT: the dispatcher has no public surface, so its metrics share
 * the port of its health endpoint (docs/operations.md "Metrics").
 */
@Controller()
export class DispatcherMetricsHttpController {
  constructor(@InjectDispatcher('operations') private readonly operations: OperationsDeps) {}

  @Get(METRICS_PATH)
  async scrape(@Res() response: HttpResponse): Promise<void> {
    const { contentType, body } = await this.operations.metrics.exposition();
    response.statusCode = 200;
    response.setHeader('Content-Type', contentType);
    response.end(body);
  }
}
