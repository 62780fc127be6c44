import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', 'ANA@EXAMPLE.ORG'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', ' a@example.com'])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});
