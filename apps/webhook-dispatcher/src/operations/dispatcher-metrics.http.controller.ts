import { Controller, Get, Inject, Res } from '@nestjs/common';
import { AppMetrics, METRICS_PATH, type HttpResponse } from '@deal/nest-kit';

/**
 * `GET /metrics` on DISPATCHER_PORT: the dispatcher has no public surface, so its metrics share
 * the port of its health endpoint (docs/operations.md "Metrics").
 */
@Controller()
export class DispatcherMetricsHttpController {
  constructor(@Inject(AppMetrics) private readonly metrics: AppMetrics) {}

  @Get(METRICS_PATH)
  async scrape(@Res() response: HttpResponse): Promise<void> {
    const { contentType, body } = await this.metrics.exposition();
    response.statusCode = 200;
    response.setHeader('Content-Type', contentType);
    response.end(body);
  }
}
