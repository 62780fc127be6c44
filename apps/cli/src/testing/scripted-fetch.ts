/** A request as the fake fetch saw it. */
export interface SeenRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
}

/**
 * A fetch that answers from a script, one entry per request (a Response, or an error to throw),
 * and records every request. Running past the script's end fails the test loudly.
 */
export function scriptedFetch(script: ReadonlyArray<Response | Error>): {
  fetch: typeof fetch;
  seen: SeenRequest[];
} {
  const seen: SeenRequest[] = [];
  const fake: typeof fetch = async (input, init) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = script[seen.length - 1];
    if (!next) throw new Error(`unexpected request ${seen.length}: ${String(input)}`);
    if (!(next instanceof Response)) throw next;
    return next;
  };
  return { fetch: fake, seen };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  Response.json(body, { status, headers });
