import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { HttpResponse } from '@deal/nest-kit';
import { DATABASE_PROBE, DISPATCHER } from '../dispatcher.tokens';
import { Dispatcher } from '../dispatcher/dispatcher';
import type { DatabaseProbe } from './database-probe';

/**
 * `GET /health` on DISPATCHER_PORT: 200 while the worker runs and the database answers, else 503
 * (so an orchestrator stops counting on this instance), with the counters since start either way.
 */
@Controller('health')
export class HealthHttpController {
  constructor(
    @Inject(DISPATCHER) private readonly dispatcher: Dispatcher,
    @Inject(DATABASE_PROBE) private readonly probe: DatabaseProbe,
  ) {}

  @Get()
  async health(@Res() response: HttpResponse): Promise<void> {
    const databaseUp = await this.probe();
    const running = this.dispatcher.state === 'running';
    const counts = this.dispatcher.stats.snapshot();
    const body = {
      status: databaseUp && running ? 'ok' : 'unavailable',
      database: databaseUp ? 'up' : 'down',
      dispatcher: this.dispatcher.state,
      in_flight: this.dispatcher.inFlightCount,
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
