import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server';
import { SmtpMailTransport } from './smtp-mail-transport';

/** Against a real SMTP server on loopback (docs/accounts.md "Email"), never a mock transport. */
describe('SmtpMailTransport', () => {
  let server: TestSmtpServer;
  let transport: SmtpMailTransport;
  const message = {
    to: 'ada@example.test',
    subject: 'You are invited to Acme',
    text: 'Grace invited you.\n\nAccept: http://localhost:3000/join/inv_1/token123\n',
    html: '<p>Grace invited you.</p><p><a href="http://localhost:3000/join/inv_1/token123">Accept</a></p>',
    links: ['http://localhost:3000/join/inv_1/token123'],
  };

  beforeAll(async () => {
    server = await startTestSmtpServer((address) =>
      address === 'nobody@example.test' ? { code: 550, message: 'no such mailbox' } : null,
    );
    transport = new SmtpMailTransport({
      url: server.url,
      from: 'Deal Pricing Service <no-reply@example.test>',
      timeoutMs: 5_000,
    });
  });

  afterAll(async () => {
    transport.close();
    await server.close();
  });

  it('delivers the plain text and HTML from MAIL_FROM to the recipient', async () => {
    expect(await transport.send(message)).toEqual({ ok: true });
    const [received] = await server.waitFor(1);
    expect(received).toMatchObject({
      from: 'no-reply@example.test',
      to: ['ada@example.test'],
      subject: 'You are invited to Acme',
      links: ['http://localhost:3000/join/inv_1/token123'],
    });
    expect(received?.text).toContain('Grace invited you.');
    expect(received?.html).toContain('<a href="http://localhost:3000/join/inv_1/token123">Accept</a>');
  });

  it('answers a 5xx refusal as permanent, never throwing', async () => {
    const result = await transport.send({ ...message, to: 'nobody@example.test' });
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(!result.ok && result.error).toContain('no such mailbox');
  });

  it('answers a server that is not there as passing, to be retried', async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const gone = new SmtpMailTransport({ url: closed.url, from: 'x@example.test', timeoutMs: 2_000 });
    const result = await gone.send(message);
    gone.close();
    expect(result).toMatchObject({ ok: false, permanent: false });
  });
});
