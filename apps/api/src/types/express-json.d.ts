// `express` ships without type declarations and `@types/express` is not installed; the api uses
// only its JSON body parser, declared here with the one option it passes.
declare module 'express' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export function json(options: {
    limit: number;
  }): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
