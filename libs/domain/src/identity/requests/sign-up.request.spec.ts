import { parseSignUpRequest } from './sign-up.request';

describe('parseSignUpRequest', () => {
  it('trims the name and keeps the password as typed', () => {
    expect(parseSignUpRequest({ name: '  Ada Lovelace ', password: ' correct horse ' })).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', password: ' correct horse ' },
    });
  });

  it('names every field that is wrong, at once', () => {
    expect(parseSignUpRequest({ name: '   ', password: 'short' })).toEqual({
      ok: false,
      error: [
        { path: ['name'], message: 'is required' },
        { path: ['password'], message: 'must be at least 8 characters' },
      ],
    });
    expect(parseSignUpRequest({ name: 'x'.repeat(101), password: 'long enough' })).toEqual({
      ok: false,
      error: [{ path: ['name'], message: 'must be at most 100 characters' }],
    });
    expect(parseSignUpRequest({ name: 'Ada\u0007', password: 'long enough' })).toEqual({
      ok: false,
      error: [{ path: ['name'], message: 'must not contain control characters' }],
    });
    expect(parseSignUpRequest({ name: undefined, password: undefined })).toMatchObject({
      ok: false,
      error: [{ path: ['name'] }, { path: ['password'] }],
    });
  });
});
