import type { ArgumentsHost } from '@nestjs/common';
import { DatabaseCommitUnknownError } from '@deal/persistence';
import { QueryFailedError } from 'typeorm';
import { JsonLogger } from '../logging/json-logger';
import { ApiExceptionFilter } from './api-exception.filter';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Runs the filter on `exception` with a recording response; answers what it sent and logged. */
function answerTo(exception: unknown): { answer: Answer; logged: string[] } {
  const logged: string[] = [];
  const filter = new ApiExceptionFilter(new JsonLogger('info', (line) => logged.push(line)));
  const answer: Answer = { status: 0, headers: {}, body: undefined };
  const response = {
    headersSent: false,
    set statusCode(status: number) {
      answer.status = status;
    },
    setHeader: (name: string, value: string) => (answer.headers[name] = value),
    end: (text: string) => (answer.body = JSON.parse(text)),
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({}), getResponse: () => response }),
  } as unknown as ArgumentsHost;
  filter.catch(exception, host);
  return { answer, logged };
}

describe('ApiExceptionFilter', () => {
  it('answers 503 {message} with Retry-After when the database is unreachable or restarting', () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    for (const exception of [
      new QueryFailedError('SELECT 1', [], lost),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const { answer, logged } = answerTo(exception);
      expect(answer).toEqual({
        status: 503,
        headers: { 'Retry-After': '5', 'Content-Type': 'application/json; charset=utf-8' },
        body: { message: 'service temporarily unavailable; retry later' },
      });
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0] as string)).toMatchObject({ level: 'error', msg: 'database unavailable' });
    }
  });

  it('leaves Retry-After out when the connection went during the COMMIT: the change may have been applied', () => {
    const lost = new DatabaseCommitUnknownError(new Error('Connection terminated unexpectedly'));
    const { answer, logged } = answerTo(lost);
    expect(answer).toEqual({
      status: 503,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: { message: 'service temporarily unavailable; the change may have been applied' },
    });
    expect(JSON.parse(logged[0] as string)).toMatchObject({ msg: 'database unavailable' });
  });

  it('still answers 500 internal error for any other failure, with the stack in the log only', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    for (const exception of [new QueryFailedError('INSERT', [], unique), new TypeError('boom')]) {
      const { answer, logged } = answerTo(exception);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'internal error' });
      expect(answer.headers['Retry-After']).toBeUndefined();
      expect(JSON.parse(logged[0] as string)).toMatchObject({
        msg: 'unhandled error',
        stack: expect.any(String),
      });
    }
  });
});
