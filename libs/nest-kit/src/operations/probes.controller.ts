import { Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, type HealthIndicatorFunction } from '@nestjs/terminus';
import type { HttpResponse } from '../http/http-types';
import { AppLifecycle } from './app-lifecycle';
import { LIVENESS_PATH, READINESS_PATH } from './probe-paths';
import type { ReadinessCheck } from './readiness-checks';

export const READINESS_CHECKS = Symbol('ReadinessChecks');

/** How long one verdict on the dependencies answers every `/readyz`. */
const VERDICT_TTL_MS = 1_000;

interface Verdict {
  readonly status: number;
  readonly body: unknown;
}

/**
 * `GET /healthz` (the process answers: nothing else is asked, so a slow database never gets a
 * healthy process restarted) and `GET /readyz` (draining or not, then every dependency, each
 * within 2 s, at most once a second: 200 or 503 with terminus's `{status, info, error, details}`,
 * reasons without secrets). Each app declares a subclass with its own decorators (the api's makes them public and
 * free of its rate limit, and keeps them out of its OpenAPI document).
 */
export abstract class ProbesController {
  constructor(
    @Inject(HealthCheckService) private readonly health: HealthCheckService,
    @Inject(HealthIndicatorService) private readonly indicators: HealthIndicatorService,
    @Inject(AppLifecycle) private readonly lifecycle: AppLifecycle,
    @Inject(READINESS_CHECKS) private readonly checks: readonly ReadinessCheck[],
  ) {}

  private latest: { readonly at: number; readonly verdict: Promise<Verdict> } | null = null;

  @Get(LIVENESS_PATH)
  live(@Res() response: HttpResponse): void {
    sendJson(response, 200, { status: 'ok' });
  }

  @Get(READINESS_PATH)
  async ready(@Res() response: HttpResponse): Promise<void> {
    const { status, body } = this.lifecycle.draining ? await this.evaluate([]) : await this.dependencies();
    sendJson(response, status, body);
  }

  /**
   * The dependencies' verdict, asked at most once per second whoever polls: the probe is public
   * (load balancers and kubelets call it unauthenticated), so a flood of it must not become a
   * flood of database queries. Concurrent probes share the answer under way.
   */
  private dependencies(): Promise<Verdict> {
    const now = Date.now();
    if (this.latest === null || now - this.latest.at >= VERDICT_TTL_MS) {
      this.latest = { at: now, verdict: this.evaluate(this.checks.map((check) => this.indicatorOf(check))) };
    }
    return this.latest.verdict;
  }

  private async evaluate(dependencies: HealthIndicatorFunction[]): Promise<Verdict> {
    const serving: HealthIndicatorFunction = () => {
      const session = this.indicators.check('serving');
      return this.lifecycle.draining ? session.down({ message: 'draining' }) : session.up();
    };
    try {
      return { status: 200, body: await this.health.check([serving, ...dependencies]) };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      return { status: 503, body: error.getResponse() };
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
