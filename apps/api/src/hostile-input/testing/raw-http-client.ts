import { Pool } from 'undici';

/** A request exactly as it goes on the wire: the path is sent as given (no `..` folding, no re-encoding). */
export interface RawRequest {
  readonly method: string;
  /** Request target: path and query, percent-encoded by the caller as it sees fit. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  readonly body?: string | Buffer;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
}

/**
 * HTTP without fetch's guard rails: any method may carry a body, headers may repeat, and the
 * path is not normalised, so `..`, `%2e%2e` or `%ZZ` reach the server as written.
 */
export class RawHttpClient {
  private readonly pool: Pool;

  constructor(baseUrl: string, connections = 8) {
    // A hung request fails its test with a timeout error instead of stalling the whole file.
    this.pool = new Pool(baseUrl, {
      connections,
      pipelining: 1,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
  }

  async send(request: RawRequest): Promise<RawResponse> {
    const response = await this.pool.request({
      method: request.method as 'GET',
      path: request.path,
      headers: request.headers as Record<string, string | string[]>,
      ...(request.body !== undefined && { body: request.body }),
    });
    return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
