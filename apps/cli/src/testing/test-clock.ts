import type { Clock } from '@deal/domain';

/**
 * The api's clock in e2e tests, moved forward by the tool's injected sleep: the server then sees
 * the poll interval or the rate-limit window pass, and nobody waits.
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
