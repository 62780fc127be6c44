import { APP_NAME, renderEmail } from './email-layout';

describe('renderEmail', () => {
  const message = renderEmail({
    to: 'ada@example.test',
    subject: 'Join <Acme & Co>',
    paragraphs: ['Grace invited you to "Acme & Co".'],
    action: { label: 'Accept the invitation', url: 'http://localhost:3000/join/inv_1/abc?x=1&y=2' },
    footer: 'The link works until the invitation expires.',
  });

  it('says the same in plain text, with the link written out and the app name', () => {
    expect(message.text).toContain('Grace invited you to "Acme & Co".');
    expect(message.text).toContain('Accept the invitation: http://localhost:3000/join/inv_1/abc?x=1&y=2');
    expect(message.text).toContain(APP_NAME);
    expect(message.links).toEqual(['http://localhost:3000/join/inv_1/abc?x=1&y=2']);
  });

  it('escapes every value in the HTML, link included', () => {
    expect(message.html).toContain('<title>Join &lt;Acme &amp; Co&gt;</title>');
    expect(message.html).toContain('<p>Grace invited you to &quot;Acme &amp; Co&quot;.</p>');
    expect(message.html).toContain('<a href="http://localhost:3000/join/inv_1/abc?x=1&amp;y=2">');
    expect(message.html).not.toContain('<Acme');
  });
});
