import { configDirOf } from './config-dir';
import { DEFAULT_SERVICE_URL, parseServiceUrl } from './service-url';

describe('parseServiceUrl', () => {
  it.each([
    [undefined, DEFAULT_SERVICE_URL],
    ['', DEFAULT_SERVICE_URL],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    [' HTTPS://Deals.Example.com ', 'https://deals.example.com'],
    ['https://example.com/deals/', 'https://example.com/deals'],
  ])('%j → %j', (raw, expected) => {
    expect(parseServiceUrl(raw)).toBe(expected);
  });

  it.each([['localhost:3000'], ['ftp://example.com'], ['http://x/?a=1'], ['http://x/#f'], ['not a url']])(
    'refuses %j as bad usage',
    (raw) => {
      expect(() => parseServiceUrl(raw)).toThrow(expect.objectContaining({ exitCode: 2 }));
    },
  );
});

describe('configDirOf', () => {
  it('prefers SERVICE_CONFIG_DIR, then an absolute XDG_CONFIG_HOME, then ~/.config', () => {
    expect(configDirOf({ SERVICE_CONFIG_DIR: '/tmp/x', XDG_CONFIG_HOME: '/xdg' }, '/home/a')).toBe('/tmp/x');
    expect(configDirOf({ XDG_CONFIG_HOME: '/xdg' }, '/home/a')).toBe('/xdg/deal-pricing');
    expect(configDirOf({ XDG_CONFIG_HOME: 'relative' }, '/home/a')).toBe('/home/a/.config/deal-pricing');
    expect(configDirOf({}, '/home/a')).toBe('/home/a/.config/deal-pricing');
  });

  it('asks for SERVICE_CONFIG_DIR when there is no home', () => {
    expect(() => configDirOf({}, undefined)).toThrow('set SERVICE_CONFIG_DIR');
  });
});
