import { renderEmail } from '@deal/domain';
import { LogMailTransport } from './log-mail-transport';

describe('LogMailTransport (no SMTP_URL outside production)', () => {
  it('writes one readable line per email with its subject and links, and not its body', async () => {
    const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
    const transport = new LogMailTransport({
      entry: (level, msg, fields) => lines.push({ level, msg, fields }),
    });
    const message = renderEmail({
      to: 'ada@example.test',
      subject: 'Join Acme',
      paragraphs: ['A secret paragraph.'],
      action: { label: 'Accept', url: 'http://localhost:3000/join/inv_1/tok' },
      footer: 'Footer.',
    });
    expect(await transport.send(message)).toEqual({ ok: true });
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'email to ada@example.test: "Join Acme" http://localhost:3000/join/inv_1/tok',
        fields: {
          email_to: 'ada@example.test',
          email_subject: 'Join Acme',
          email_links: ['http://localhost:3000/join/inv_1/tok'],
          note: 'not sent: SMTP_URL is not set',
        },
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret paragraph');
  });
});
