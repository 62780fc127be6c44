import { Controller, Get, Res } from '@nestjs/common';
import type { HttpResponse } from '@deal/nest-kit';
import { InjectDispatcher, type DispatcherParts } from '../dispatcher.parts';

/**
 * `GET /health` on DISPATCHER_PORT: 200 while the worker runs and the database answers, else 503
 * (so an orchestrator stops counting on this instance), with the counters since start either way.
 */
@Controller('health')
export class HealthHttpController {
  constructor(@InjectDispatcher('health') private readonly checks: DispatcherParts['health']) {}

  @Get()
  async health(@Res() response: HttpResponse): Promise<void> {
    const databaseUp = await this.checks.probe();
    const running = this.checks.dispatcher.state === 'running';
    const counts = this.checks.dispatcher.stats.snapshot();
    const body = {
      status: databaseUp && running ? 'ok' : 'unavailable',
      database: databaseUp ? 'up' : 'down',
      dispatcher: this.checks.dispatcher.state,
      in_flight: this.checks.dispatcher.inFlightCount,
      claimed: counts.claimed,
      delivered: counts.delivered,
      retried: counts.retried,
      failed: counts.failed,
      lease_lost: counts.leaseLost,
      abandoned: counts.abandoned,
      errors: counts.errors,
      last_claim_at: counts.lastClaimAt === null ? null : new Date(counts.lastClaimAt).toISOString(),
    };
    response.statusCode = body.status === 'ok' ? 200 : 503;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify(body));
  }
}
