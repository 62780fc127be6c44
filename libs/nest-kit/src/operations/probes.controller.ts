import { Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, type HealthIndicatorFunction } from '@nestjs/terminus';
import type { HttpResponse } from '../http/http-types';
import { AppLifecycle } from './app-lifecycle';
import { LIVENESS_PATH, READINESS_PATH } from './probe-paths';
import type { ReadinessCheck } from './readiness-checks';

export const READINESS_CHECKS = Symbol('ReadinessChecks');

/**
 * `GET /healthz` (the process answers: nothing else is asked, so a slow database never gets a
 * healthy process restarted) and `GET /readyz` (draining or not, then every dependency, each
 * within 2 s: 200 or 503 with terminus's `{status, info, error, details}`, reasons without
 * secrets). Each app declares a subclass with its own decorators (the api's makes them public and
 * free of its rate limit, and keeps them out of its OpenAPI document).
 */
export abstract class ProbesController {
  constructor(
    @Inject(HealthCheckService) private readonly health: HealthCheckService,
    @Inject(HealthIndicatorService) private readonly indicators: HealthIndicatorService,
    @Inject(AppLifecycle) private readonly lifecycle: AppLifecycle,
    @Inject(READINESS_CHECKS) private readonly checks: readonly ReadinessCheck[],
  ) {}

  @Get(LIVENESS_PATH)
  live(@Res() response: HttpResponse): void {
    sendJson(response, 200, { status: 'ok' });
  }

  @Get(READINESS_PATH)
  async ready(@Res() response: HttpResponse): Promise<void> {
    const serving: HealthIndicatorFunction = () => {
      const session = this.indicators.check('serving');
      return this.lifecycle.draining ? session.down({ message: 'draining' }) : session.up();
    };
    const dependencies = this.lifecycle.draining ? [] : this.checks.map((check) => this.indicatorOf(check));
    try {
      sendJson(response, 200, await this.health.check([serving, ...dependencies]));
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      sendJson(response, 503, error.getResponse());
    }
  }

  private indicatorOf(check: ReadinessCheck): HealthIndicatorFunction {
    return async () => {
      const problem = await check.problem();
      const session = this.indicators.check(check.name);
      return problem === null ? session.up() : session.down({ message: problem });
    };
  }
}

function sendJson(response: HttpResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}
