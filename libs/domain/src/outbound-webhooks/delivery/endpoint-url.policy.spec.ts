import { checkEndpointUrl, MAX_ENDPOINT_URL_LENGTH } from './endpoint-url.policy';

const strict = { allowLoopback: false };
const loopbackOn = { allowLoopback: true };
const messageOf = (url: string, options = strict): string | null => {
  const result = checkEndpointUrl(url, options);
  return result.ok ? null : (result.error[0]?.message ?? '');
};

const NON_PUBLIC = /^must not point to a non-public address \((.+)\)$/;
const LOCAL_NAME = 'must use a public host name, not a local or internal one';

describe('checkEndpointUrl', () => {
  describe('accepts public https targets', () => {
    it.each([
      ['https://example.com/hook', 'https://example.com/hook', 'example.com', 443],
      ['https://EXAMPLE.com:8443/a/b?c=d', 'https://example.com:8443/a/b?c=d', 'example.com', 8443],
      ['https://example.com', 'https://example.com/', 'example.com', 443],
      ['https://example.com:443/x', 'https://example.com/x', 'example.com', 443],
      ['https://8.8.8.8/hook', 'https://8.8.8.8/hook', '8.8.8.8', 443],
      [
        'https://[2606:4700:4700::1111]/hook',
        'https://[2606:4700:4700::1111]/hook',
        '2606:4700:4700::1111',
        443,
      ],
      ['https://[::ffff:8.8.8.8]/', 'https://[::ffff:808:808]/', '::ffff:808:808', 443],
      // Looks local but is a public name: resolved and checked on the connected address at delivery.
      ['https://localhost.evil.test/hook', 'https://localhost.evil.test/hook', 'localhost.evil.test', 443],
      ['https://127.0.0.1.nip.io/', 'https://127.0.0.1.nip.io/', '127.0.0.1.nip.io', 443],
      [
        'https://hooks.internal.example.com/',
        'https://hooks.internal.example.com/',
        'hooks.internal.example.com',
        443,
      ],
      ['https://example.com./', 'https://example.com./', 'example.com.', 443],
      ['https://bücher.example/', 'https://xn--bcher-kva.example/', 'xn--bcher-kva.example', 443],
    ])('%s', (url, href, hostname, port) => {
      expect(checkEndpointUrl(url, strict)).toEqual({
        ok: true,
        value: { href, scheme: 'https', hostname, port, loopbackException: false },
      });
    });
  });

  describe('numeric host spellings that the WHATWG parser turns into a non-public IPv4', () => {
    it.each([
      ['https://127.1/', 'loopback'],
      ['https://0x7f000001/', 'loopback'],
      ['https://2130706433/', 'loopback'],
      ['https://0177.0.0.1/', 'loopback'],
      ['https://0x7f.0x0.0x0.0x1/', 'loopback'],
      ['https://0x7f.1/', 'loopback'],
      ['https://127.0.0.01/', 'loopback'],
      ['https://127.0.0.1./', 'loopback'],
      ['https://%31%32%37.0.0.1/', 'loopback'],
      ['https://１２７.０.０.１/', 'loopback'],
      ['https://0/', 'unspecified'],
      ['https://0.0.0.0/', 'unspecified'],
      ['https://167772161/', 'private'], // 10.0.0.1
      ['https://0xa9fea9fe/', 'metadata'], // 169.254.169.254
      ['https://025177524776/', 'metadata'], // octal 169.254.169.254
    ])('%s is %s', (url, addressClass) => {
      expect(messageOf(url)).toBe(`must not point to a non-public address (${addressClass})`);
    });
  });

  describe('non-public IP literals', () => {
    it.each([
      ['https://127.0.0.1/', 'loopback'],
      ['https://127.255.255.254/', 'loopback'],
      ['https://10.0.0.1/', 'private'],
      ['https://10.255.255.255/', 'private'],
      ['https://172.16.0.1/', 'private'],
      ['https://172.31.255.254/', 'private'],
      ['https://192.168.1.1/', 'private'],
      ['https://169.254.169.254/latest/meta-data/', 'metadata'],
      ['https://169.254.1.1/', 'link-local'],
      ['https://100.64.0.1/', 'cgnat'],
      ['https://100.127.255.254/', 'cgnat'],
      ['https://192.0.2.10/', 'documentation'],
      ['https://198.18.0.1/', 'benchmarking'],
      ['https://224.0.0.1/', 'multicast'],
      ['https://255.255.255.255/', 'broadcast'],
      ['https://240.0.0.1/', 'reserved'],
      ['https://[::1]/', 'loopback'],
      ['https://[::]/', 'unspecified'],
      ['https://[::ffff:127.0.0.1]/', 'loopback'],
      ['https://[::ffff:7f00:1]/', 'loopback'],
      ['https://[0:0:0:0:0:ffff:127.0.0.1]/', 'loopback'],
      ['https://[::127.0.0.1]/', 'loopback'],
      ['https://[::ffff:169.254.169.254]/', 'metadata'],
      ['https://[64:ff9b::7f00:1]/', 'loopback'],
      ['https://[64:ff9b::10.0.0.1]/', 'private'],
      ['https://[64:ff9b:1::1]/', 'private'],
      ['https://[2002:7f00:1::1]/', 'loopback'],
      ['https://[2001::1]/', 'reserved'],
      ['https://[2001:db8::1]/', 'documentation'],
      ['https://[fc00::1]/', 'private'],
      ['https://[fd00:ec2::254]/', 'metadata'],
      ['https://[fe80::1]/', 'link-local'],
      ['https://[ff02::1]/', 'multicast'],
    ])('%s is %s', (url, addressClass) => {
      const message = messageOf(url);
      expect(message).toMatch(NON_PUBLIC);
      expect(NON_PUBLIC.exec(message ?? '')?.[1]).toBe(addressClass);
    });

    it('public neighbours of private ranges pass', () => {
      for (const url of [
        'https://172.15.255.255/',
        'https://172.32.0.0/',
        'https://100.128.0.1/',
        'https://11.0.0.1/',
      ]) {
        expect(messageOf(url)).toBeNull();
      }
    });
  });

  describe('local and single-label host names', () => {
    it.each([
      'https://localhost/',
      'https://LOCALHOST/',
      'https://ｌｏｃａｌｈｏｓｔ/',
      'https://localhost./',
      'https://localhost%2e/',
      'https://api.localhost/',
      'https://printer.local/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://box.localdomain/',
      'https://nas.home.arpa/',
      'https://1.0.0.127.in-addr.arpa/',
      'https://git.corp/',
      'https://router.lan/',
      'https://intranet/',
      'https://metadata/',
      'https://com./',
    ])('%s', (url) => {
      expect(messageOf(url)).toBe(LOCAL_NAME);
    });
  });

  describe('userinfo', () => {
    it.each([
      'https://good.com@127.0.0.1/',
      'https://good.com@example.com/',
      'https://user:pass@example.com/',
      'https://user@example.com/',
      'https://:secret@example.com/',
      'https://example.com%40good.com@8.8.8.8/',
    ])('%s', (url) => {
      expect(messageOf(url)).toBe('must not contain a user name or password');
    });

    it('an empty "@" leaves no user name and normalises away', () => {
      expect(checkEndpointUrl('https://@example.com/hook', strict)).toMatchObject({
        ok: true,
        value: { href: 'https://example.com/hook' },
      });
    });

    it('a backslash is a path separator, so the host is the part before it', () => {
      expect(checkEndpointUrl('https://example.com\\@127.0.0.1/', strict)).toMatchObject({
        ok: true,
        value: { hostname: 'example.com', href: 'https://example.com/@127.0.0.1/' },
      });
    });
  });

  describe('schemes', () => {
    it.each([
      'http://example.com/hook',
      'http://8.8.8.8/',
      'ftp://example.com/',
      'file:///etc/passwd',
      'gopher://127.0.0.1:6379/_INFO',
      'ws://example.com/',
      'wss://example.com/',
      'javascript:alert(1)',
      'data:text/plain,hi',
      'HTTP://localhost/',
    ])('%s is refused: https only', (url) => {
      expect(messageOf(url)).toBe('must use https');
    });

    it('names the http exception in the message when loopback is allowed', () => {
      expect(messageOf('http://example.com/', loopbackOn)).toBe(
        'must use https (http is allowed only for localhost and 127.0.0.1)',
      );
    });
  });

  describe('the localhost / 127.0.0.1 exception', () => {
    it.each([
      ['http://localhost/hook', 'http://localhost/hook', 'http', 'localhost', 80],
      ['http://localhost:3000/hook', 'http://localhost:3000/hook', 'http', 'localhost', 3000],
      ['http://LOCALHOST:3000/', 'http://localhost:3000/', 'http', 'localhost', 3000],
      ['http://127.0.0.1:8080/hook', 'http://127.0.0.1:8080/hook', 'http', '127.0.0.1', 8080],
      ['HTTP://127.0.0.1:8080', 'http://127.0.0.1:8080/', 'http', '127.0.0.1', 8080],
      ['http://localhost?x=1', 'http://localhost/?x=1', 'http', 'localhost', 80],
      ['https://localhost/hook', 'https://localhost/hook', 'https', 'localhost', 443],
      ['https://127.0.0.1:9443/', 'https://127.0.0.1:9443/', 'https', '127.0.0.1', 9443],
    ] as const)('%s is allowed when loopback is on', (url, href, scheme, hostname, port) => {
      expect(checkEndpointUrl(url, loopbackOn)).toEqual({
        ok: true,
        value: { href, scheme, hostname, port, loopbackException: true },
      });
    });

    it.each(['http://localhost/hook', 'http://127.0.0.1:8080/hook'])(
      '%s is refused when loopback is off',
      (url) => {
        expect(messageOf(url, strict)).toBe('must use https');
      },
    );

    it.each([
      ['https://localhost/hook', LOCAL_NAME],
      ['https://127.0.0.1/hook', 'must not point to a non-public address (loopback)'],
    ])('%s is refused when loopback is off', (url, message) => {
      expect(messageOf(url, strict)).toBe(message);
    });

    it.each([
      'http://127.1:8080/hook',
      'http://0x7f000001/',
      'http://2130706433/',
      'http://017700000001/',
      'http://127.0.0.1./',
      'http://%6c%6f%63%61%6c%68%6f%73%74/',
      'http://ｌｏｃａｌｈｏｓｔ/',
      'http:localhost/',
      'http:\\\\localhost/',
      'http://@localhost/',
      'http://localhost\\@example.com/',
    ])('%s normalises to an exception host but is not written as one: refused', (url) => {
      expect(messageOf(url, loopbackOn)).toBe(
        'must use https (http is allowed only for localhost and 127.0.0.1)',
      );
    });

    it.each([
      ['https://127.1/', 'loopback'],
      ['https://0x7f000001:9443/', 'loopback'],
      ['https://%6c%6f%63%61%6c%68%6f%73%74/', null],
    ])('%s over https gets no exception either', (url, addressClass) => {
      expect(messageOf(url, loopbackOn)).toBe(
        addressClass === null ? LOCAL_NAME : `must not point to a non-public address (${addressClass})`,
      );
    });

    it.each([
      ['http://127.0.0.2/', 'must use https (http is allowed only for localhost and 127.0.0.1)'],
      ['http://[::1]/', 'must use https (http is allowed only for localhost and 127.0.0.1)'],
      ['http://localhost./', 'must use https (http is allowed only for localhost and 127.0.0.1)'],
      ['http://api.localhost/', 'must use https (http is allowed only for localhost and 127.0.0.1)'],
      ['https://127.0.0.2/', 'must not point to a non-public address (loopback)'],
      ['https://[::1]/', 'must not point to a non-public address (loopback)'],
      ['https://10.0.0.1/', 'must not point to a non-public address (private)'],
      ['http://localhost:3000/#x', 'must not contain a fragment (#)'],
      ['http://user@localhost/', 'must not contain a user name or password'],
    ])('%s is still refused when loopback is on', (url, message) => {
      expect(messageOf(url, loopbackOn)).toBe(message);
    });
  });

  describe('shape of the text', () => {
    it.each([
      ['', 'is required'],
      ['example.com/hook', 'must be an absolute URL'],
      ['//example.com/hook', 'must be an absolute URL'],
      ['/hook', 'must be an absolute URL'],
      ['not a url', 'must not contain spaces or control characters'],
      ['hook', 'must be an absolute URL'],
      ['https://', 'must be an absolute URL'],
      ['https://256.0.0.1/', 'must be an absolute URL'],
      ['https://1.2.3.4.5/', 'must be an absolute URL'],
      ['https://example.com:65536/', 'must be an absolute URL'],
      ['https://[::1/', 'must be an absolute URL'],
      [' https://example.com/', 'must not contain spaces or control characters'],
      ['https://example.com/\n', 'must not contain spaces or control characters'],
      ['https://exa\tmple.com/', 'must not contain spaces or control characters'],
      ['https://example.com/a b', 'must not contain spaces or control characters'],
      ['https://example.com/\u00a0', 'must not contain spaces or control characters'],
      ['https://example.com/\u0085', 'must not contain spaces or control characters'],
      ['https://example.com/\u007f', 'must not contain spaces or control characters'],
      ['https://example.com/hook#frag', 'must not contain a fragment (#)'],
      ['https://example.com/hook#', 'must not contain a fragment (#)'],
      ['https://example.com:0/', 'must not use port 0'],
    ])('%j → %s', (url, message) => {
      expect(messageOf(url)).toBe(message);
    });

    it('allows exactly MAX_ENDPOINT_URL_LENGTH characters', () => {
      const base = 'https://example.com/';
      const atLimit = base + 'a'.repeat(MAX_ENDPOINT_URL_LENGTH - base.length);
      expect(MAX_ENDPOINT_URL_LENGTH).toBe(2048);
      expect(messageOf(atLimit)).toBeNull();
      expect(messageOf(atLimit + 'a')).toBe('must be at most 2048 characters');
    });

    it('measures the normalised form too, which percent-encoding can lengthen', () => {
      const url = 'https://example.com/' + 'é'.repeat(1000); // 1020 characters, 6020 once encoded
      expect(messageOf(url)).toBe('must be at most 2048 characters');
    });
  });

  it('treats a missing value from an untyped caller as required', () => {
    expect(messageOf(undefined as unknown as string)).toBe('is required');
  });

  it('puts issues under ["url"] by default, or the path the caller gives', () => {
    expect(checkEndpointUrl('ftp://x.com/', strict)).toEqual({
      ok: false,
      error: [{ path: ['url'], message: 'must use https' }],
    });
    expect(
      checkEndpointUrl('ftp://x.com/', { allowLoopback: false, path: ['action', 'endpoint_url'] }),
    ).toEqual({
      ok: false,
      error: [{ path: ['action', 'endpoint_url'], message: 'must use https' }],
    });
  });
});
