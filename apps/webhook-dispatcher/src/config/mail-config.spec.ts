import { DispatcherConfigError, parseDispatcherConfig } from './dispatcher-config';
import { DEFAULT_MAIL_FROM } from './mail-config';

/** Where emails go (docs/accounts.md "Email"). */
describe('the dispatcher mail settings', () => {
  it('logs emails without SMTP_URL, and is off in production without it', () => {
    expect(parseDispatcherConfig({}).mail.delivery).toEqual({ kind: 'log' });
    expect(parseDispatcherConfig({ NODE_ENV: 'production' }).mail.delivery).toEqual({ kind: 'off' });
  });

  it('sends over SMTP_URL from MAIL_FROM, with its own retry schedule', () => {
    const { mail } = parseDispatcherConfig({
      SMTP_URL: 'smtps://user:pa%24s@mail.example.com:465',
      MAIL_FROM: 'Deals <no-reply@example.com>',
      EMAIL_RETRY_DELAYS_MS: '10, 20',
    });
    expect(mail).toEqual({
      delivery: {
        kind: 'smtp',
        url: 'smtps://user:pa%24s@mail.example.com:465',
        from: 'Deals <no-reply@example.com>',
      },
      retryDelaysMs: [10, 20],
    });
    expect(parseDispatcherConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.delivery).toEqual({
      kind: 'smtp',
      url: 'smtp://127.0.0.1:2525',
      from: DEFAULT_MAIL_FROM,
    });
  });

  it('refuses a URL that is not SMTP, a missing MAIL_FROM in production and a bad schedule, together', () => {
    let error: unknown;
    try {
      parseDispatcherConfig({
        SMTP_URL: 'http://mail.example.com',
        NODE_ENV: 'production',
        EMAIL_RETRY_DELAYS_MS: 'soon',
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DispatcherConfigError);
    expect((error as DispatcherConfigError).problems).toEqual([
      expect.stringMatching(/^EMAIL_RETRY_DELAYS_MS: /),
      expect.stringMatching(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/),
      expect.stringMatching(/^MAIL_FROM is required/),
    ]);
  });
});
