import { isLocalHostName } from './local-host-name';
import { isLoopbackExceptionHost } from './loopback-exception';

describe('isLocalHostName', () => {
  it.each([
    'localhost',
    'localhost.',
    'a.localhost',
    'local',
    'printer.local',
    'metadata.google.internal',
    'box.localdomain',
    'nas.home.arpa',
    '1.0.0.127.in-addr.arpa',
    'wiki.intranet',
    'db.private',
    'git.corp',
    'tv.home',
    'router.lan',
    'intranet',
    'metadata',
    'com.',
  ])('%s is local', (name) => {
    expect(isLocalHostName(name)).toBe(true);
  });

  it.each([
    'example.com',
    'example.com.',
    'localhost.evil.test',
    'local.example.com',
    'internal.example.com',
    'mylocal.com',
    'xlocalhost.com',
    'evil-local.test',
    'printer.locals',
  ])('%s is not local by its name', (name) => {
    expect(isLocalHostName(name)).toBe(false);
  });
});

describe('isLoopbackExceptionHost', () => {
  it.each(['localhost', '127.0.0.1'])('%s is the exception', (host) => {
    expect(isLoopbackExceptionHost(host)).toBe(true);
  });

  it.each(['localhost.', 'LOCALHOST', '127.0.0.2', '127.1', '::1', '[::1]', 'api.localhost', ''])(
    '%j is not (hosts are compared after WHATWG normalisation)',
    (host) => {
      expect(isLoopbackExceptionHost(host)).toBe(false);
    },
  );
});
