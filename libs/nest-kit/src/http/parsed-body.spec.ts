import { parseInviteRequest, SPACE_ROLES } from '@deal/domain';
import { DomainErrorException } from './api-errors';
import { parsedBody } from './parsed-body';

const ROLE_MESSAGE = `must be one of ${SPACE_ROLES.join(', ')}`;

function failure(body: unknown): { data: unknown; issues: unknown } {
  try {
    parsedBody(parseInviteRequest, body);
  } catch (error) {
    if (!(error instanceof DomainErrorException) || error.error.kind !== 'Validation') throw error;
    return { data: error.data, issues: error.error.issues };
  }
  throw new Error('expected a validation failure');
}

describe('parsedBody', () => {
  it('returns what the domain parser read from a valid body', () => {
    expect(parsedBody(parseInviteRequest, { email: 'ada@example.com', role: 'member' })).toEqual({
      email: 'ada@example.com',
      role: 'member',
    });
  });

  it('answers the SPEC §7 400 naming each field, echoing the submitted body', () => {
    expect(failure({ email: 3, role: 'member', colour: 'red' })).toEqual({
      data: { email: 3, role: 'member', colour: 'red' },
      issues: [
        { path: ['colour'], message: 'is not a known field' },
        { path: ['email'], message: 'must be a string' },
      ],
    });
  });

  it.each([[[1, 2]], ['text'], [42], [true]])('refuses a body that is not an object: %p', (body) => {
    expect(failure(body)).toEqual({
      data: {},
      issues: [{ path: [], message: 'body must be a JSON object' }],
    });
  });

  it.each([[undefined], [null]])(
    'treats a missing body (%p) as an empty object, naming every required field',
    (body) => {
      expect(failure(body)).toEqual({
        data: {},
        issues: [
          { path: ['email'], message: 'must be a string' },
          { path: ['role'], message: ROLE_MESSAGE },
        ],
      });
    },
  );
});
