import { checkDeliveryAddress } from './delivery-address.policy';

const check = (hostname: string, address: string, allowLoopback = false) =>
  checkDeliveryAddress({ hostname, address, allowLoopback });

describe('checkDeliveryAddress', () => {
  it.each([
    ['example.com', '93.184.215.14'],
    ['example.com', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    ['8.8.8.8', '8.8.8.8'],
  ])('connects %s at public %s', (hostname, address) => {
    expect(check(hostname, address)).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['localhost.evil.test', '127.0.0.1', 'loopback'], // a public-looking name resolving inside
    ['rebind.example.com', '10.0.0.5', 'private'], // DNS rebinding after creation
    ['rebind.example.com', '169.254.169.254', 'metadata'],
    ['rebind.example.com', '100.64.1.1', 'cgnat'],
    ['rebind.example.com', '::ffff:127.0.0.1', 'loopback'],
    ['rebind.example.com', 'fe80::1%eth0', 'link-local'],
    ['rebind.example.com', 'fd00::1', 'private'],
    ['rebind.example.com', '0.0.0.0', 'unspecified'],
  ])('refuses %s at %s (%s)', (hostname, address, addressClass) => {
    expect(check(hostname, address, true)).toEqual({
      ok: false,
      error: `${address} is not a public address (${addressClass})`,
    });
  });

  it('refuses what is not an IP address at all', () => {
    expect(check('example.com', 'example.com')).toEqual({
      ok: false,
      error: 'example.com is not an IP address',
    });
  });

  describe('the localhost / 127.0.0.1 exception', () => {
    it.each([
      ['localhost', '127.0.0.1'],
      ['localhost', '::1'],
      ['127.0.0.1', '127.0.0.1'],
    ])('connects %s at %s while loopback is allowed', (hostname, address) => {
      expect(check(hostname, address, true)).toEqual({ ok: true, value: undefined });
    });

    it.each([
      ['localhost', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
    ])('refuses %s at %s once loopback is switched off', (hostname, address) => {
      expect(check(hostname, address, false)).toEqual({
        ok: false,
        error: `${address} is not a public address (loopback)`,
      });
    });

    it('covers loopback addresses only: localhost resolving to a private address is refused', () => {
      expect(check('localhost', '10.0.0.1', true)).toEqual({
        ok: false,
        error: '10.0.0.1 is not a public address (private)',
      });
    });

    it('covers the two literal hosts only', () => {
      expect(check('127.0.0.2', '127.0.0.2', true).ok).toBe(false);
      expect(check('api.localhost', '127.0.0.1', true).ok).toBe(false);
      expect(check('::1', '::1', true).ok).toBe(false);
    });
  });
});
