/**
 * The calls every resource command makes, in the SDK's shape (`@deal/sdk`'s `DpsClient`):
 * `GET/POST/PUT/PATCH/DELETE(path template, { params: { path, query }, body })` resolving to the
 * answer's body and throwing on any other status, and `paginate` walking a cursor list.
 * Commands see only this interface; `cli.composition.ts` chooses what implements it.
 */
export type QueryValue = string | number | boolean | undefined;

export interface CallInit {
  readonly params?: {
    readonly path?: Readonly<Record<string, string>>;
    readonly query?: Readonly<Record<string, QueryValue>>;
  };
  readonly body?: unknown;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DpsCalls {
  GET(path: string, init?: CallInit): Promise<unknown>;
  POST(path: string, init?: CallInit): Promise<unknown>;
  PUT(path: string, init?: CallInit): Promise<unknown>;
  PATCH(path: string, init?: CallInit): Promise<unknown>;
  DELETE(path: string, init?: CallInit): Promise<unknown>;
  /** Every item of a cursor list, page after page (pages of 100). */
  paginate(path: string, init?: CallInit): AsyncIterable<unknown>;
}

export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
