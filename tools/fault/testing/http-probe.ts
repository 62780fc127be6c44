/** One request as a fault test saw it: when it started, how long it took, what came back. */
export interface Probe {
  readonly kind: string;
  /** Epoch ms when the request was sent. */
  readonly startedAt: number;
  readonly ms: number;
  /** 0 when no answer came (connection refused or reset, or the time bound ran out). */
  readonly status: number;
  readonly body: string;
  readonly retryAfter: string | null;
  readonly error: string | null;
}

/** `fetch` bounded by `timeoutMs`: a request that hangs comes back as status 0, never waits on. */
export async function probe(
  kind: string,
  url: string,
  init: RequestInit = {},
  timeoutMs = 5_000,
): Promise<Probe> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return {
      kind,
      startedAt,
      ms: Date.now() - startedAt,
      status: response.status,
      body,
      retryAfter: response.headers.get('retry-after'),
      error: null,
    };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      kind,
      startedAt,
      ms: Date.now() - startedAt,
      status: 0,
      body: '',
      retryAfter: null,
      error: message,
    };
  }
}

export interface Load {
  readonly probes: Probe[];
  /** Lets the request under way in each loop finish, then resolves. */
  stop(): Promise<void>;
}

/**
 * A steady stream: each loop sends its next request as soon as the previous one is answered (and
 * `pauseMs` has passed), until `stop`. Every answer is kept in `probes`.
 */
export function startLoad(loops: ReadonlyArray<(n: number) => Promise<Probe>>, pauseMs = 20): Load {
  const probes: Probe[] = [];
  let stopped = false;
  const running = loops.map(async (next) => {
    for (let n = 0; !stopped; n++) {
      probes.push(await next(n));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    probes,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}
