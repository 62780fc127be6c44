import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

/** What node-postgres raises for an ErrorResponse from the server: a message and its SQLSTATE. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a session ended by a fast shutdown',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server shutting down', serverError('57P03', 'the database system is shutting down')],
    ['a server starting up', serverError('57P03', 'the database system is starting up')],
    [
      'a crashed server',
      serverError('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['too many connections', serverError('53300', 'sorry, too many clients already')],
    ['a connection exception (class 08)', serverError('08006', 'connection failure')],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a connection timing out', socketError('ETIMEDOUT')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool giving up on a connection', new Error('timeout exceeded when trying to connect')],
    [
      'a client timeout wrapping its cause',
      new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
    ],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    [
      'TypeORM wrapping a lost session',
      new QueryFailedError(
        'SELECT 1',
        [],
        serverError('57P01', 'terminating connection due to administrator command'),
      ),
    ],
    ['a wrapped cause', new Error('claim failed', { cause: socketError('ECONNREFUSED') })],
    [
      'one of several connection attempts',
      new AggregateError([socketError('ECONNREFUSED')], 'connect failed'),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint "x"')],
    [
      'a syntax error',
      new QueryFailedError('SELEC 1', [], serverError('42601', 'syntax error at or near "SELEC"')),
    ],
    ['a statement timeout', serverError('57014', 'canceling statement due to statement timeout')],
    ['a closed client used by mistake', new Error('Client was closed and is not queryable')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'ECONNREFUSED'],
    ['nothing', null],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('does not loop on a cause that points back at itself', () => {
    const error = new Error('odd') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
