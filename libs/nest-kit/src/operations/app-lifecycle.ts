/**
 * Whether the app is draining: told to stop, still serving, but no longer ready. Readiness turns
 * 503 at once, so load balancers take the instance out before it stops accepting connections.
 */
export class AppLifecycle {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Turns not-ready, then waits `drainMs` while requests keep being served (idempotent). */
  async drain(drainMs: number): Promise<void> {
    this.drainingSince ??= Date.now();
    const left = this.drainingSince + drainMs - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
