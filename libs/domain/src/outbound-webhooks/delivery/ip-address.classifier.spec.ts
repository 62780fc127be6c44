import fc from 'fast-check';
import { ADDRESS_CLASSES, type AddressClass } from './address-class';
import { classifyAddress, isPublicAddress } from './ip-address.classifier';

/** Each IPv4 range by its first and last address, with the public neighbours just outside. */
const IPV4_BOUNDARIES: ReadonlyArray<[string, AddressClass]> = [
  ['0.0.0.0', 'unspecified'],
  ['0.255.255.255', 'unspecified'],
  ['1.0.0.0', 'public'],
  ['9.255.255.255', 'public'],
  ['10.0.0.0', 'private'],
  ['10.255.255.255', 'private'],
  ['11.0.0.0', 'public'],
  ['100.63.255.255', 'public'],
  ['100.64.0.0', 'cgnat'],
  ['100.127.255.255', 'cgnat'],
  ['100.128.0.0', 'public'],
  ['126.255.255.255', 'public'],
  ['127.0.0.0', 'loopback'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.255', 'loopback'],
  ['128.0.0.0', 'public'],
  ['169.253.255.255', 'public'],
  ['169.254.0.0', 'link-local'],
  ['169.254.169.253', 'link-local'],
  ['169.254.169.254', 'metadata'],
  ['169.254.169.255', 'link-local'],
  ['169.254.255.255', 'link-local'],
  ['169.255.0.0', 'public'],
  ['172.15.255.255', 'public'],
  ['172.16.0.0', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.0', 'public'],
  ['191.255.255.255', 'public'],
  ['192.0.0.0', 'reserved'],
  ['192.0.0.255', 'reserved'],
  ['192.0.1.0', 'public'],
  ['192.0.2.0', 'documentation'],
  ['192.0.2.255', 'documentation'],
  ['192.0.3.0', 'public'],
  ['192.88.98.255', 'public'],
  ['192.88.99.0', 'reserved'],
  ['192.88.99.255', 'reserved'],
  ['192.88.100.0', 'public'],
  ['192.167.255.255', 'public'],
  ['192.168.0.0', 'private'],
  ['192.168.255.255', 'private'],
  ['192.169.0.0', 'public'],
  ['198.17.255.255', 'public'],
  ['198.18.0.0', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.20.0.0', 'public'],
  ['198.51.99.255', 'public'],
  ['198.51.100.0', 'documentation'],
  ['198.51.100.255', 'documentation'],
  ['198.51.101.0', 'public'],
  ['203.0.112.255', 'public'],
  ['203.0.113.0', 'documentation'],
  ['203.0.113.255', 'documentation'],
  ['203.0.114.0', 'public'],
  ['223.255.255.255', 'public'],
  ['224.0.0.0', 'multicast'],
  ['239.255.255.255', 'multicast'],
  ['240.0.0.0', 'reserved'],
  ['255.255.255.254', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
];

const IPV6_CASES: ReadonlyArray<[string, AddressClass]> = [
  ['::', 'unspecified'],
  ['0:0:0:0:0:0:0:0', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  // IPv4-mapped, in both spellings, judged by the embedded address
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::FFFF:7F00:0001', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:169.254.169.254', 'metadata'],
  ['::ffff:a9fe:a9fe', 'metadata'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:8.8.8.8', 'public'],
  ['::ffff:808:808', 'public'],
  // IPv4-compatible (deprecated)
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['::2', 'unspecified'],
  ['::8.8.8.8', 'public'],
  // rest of ::/8
  ['::ffff:0:7f00:1', 'reserved'], // SIIT
  ['::1:0:0:0', 'reserved'],
  ['ff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  // NAT64
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a00:1', 'private'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['64:ff9b::1:0:0', 'reserved'], // beyond the /96, still outside 2000::/3
  ['64:ff9b:1::', 'private'],
  ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'private'],
  ['64:ff9b:2::', 'reserved'],
  ['100::', 'reserved'],
  ['100::ffff:ffff:ffff:ffff', 'reserved'],
  // 2001::/23 and neighbours
  ['2001::', 'reserved'], // Teredo
  ['2001:0:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:1::1', 'reserved'],
  ['2001:2::', 'benchmarking'],
  ['2001:2:0:ffff:ffff:ffff:ffff:ffff', 'benchmarking'],
  ['2001:2:1::', 'reserved'],
  ['2001:10::1', 'reserved'], // ORCHID
  ['2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:200::', 'public'],
  ['2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', 'public'],
  ['2001:db8::', 'documentation'],
  ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'documentation'],
  ['2001:db9::', 'public'],
  ['2001:4860:4860::8888', 'public'],
  // 6to4, judged by the embedded address
  ['2002:7f00:1::', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['2002:a9fe:a9fe::', 'metadata'],
  ['2002:808:808::1', 'public'],
  ['2003::1', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'public'],
  ['3fff::', 'documentation'],
  ['3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff', 'documentation'],
  ['3fff:1000::', 'public'],
  ['4000::', 'reserved'],
  ['5f00::1', 'reserved'],
  ['fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['fc00::', 'private'],
  ['fd12:3456::1', 'private'],
  ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'private'],
  ['fd00:ec2::254', 'metadata'],
  ['fd00:ec2::253', 'private'],
  ['fe00::', 'reserved'],
  ['fe7f:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['fe80::', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'link-local'],
  ['fec0::1', 'private'],
  ['feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'private'],
  ['ff00::', 'multicast'],
  ['ff02::1', 'multicast'],
  ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'multicast'],
];

describe('classifyAddress', () => {
  it.each(IPV4_BOUNDARIES)('IPv4 %s is %s', (ip, expected) => {
    expect(classifyAddress(ip)).toBe(expected);
  });

  it.each(IPV6_CASES)('IPv6 %s is %s', (ip, expected) => {
    expect(classifyAddress(ip)).toBe(expected);
  });

  it.each([
    '',
    'localhost',
    'example.com',
    '127.1',
    '0x7f000001',
    '2130706433',
    '0177.0.0.1',
    '127.000.000.001',
    '[::1]',
    '::1/128',
    '10.0.0.0/8',
    '1.2.3',
    ':::1',
    ' 127.0.0.1',
  ])('%j is invalid, never public', (text) => {
    expect(classifyAddress(text)).toBe('invalid');
    expect(isPublicAddress(text)).toBe(false);
  });

  it('never throws and always answers a known class, whatever the string', () => {
    const ipLike = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF:.%x'.split('')), maxLength: 60 }),
      fc.ipV4(),
      fc.ipV4Extended(),
      fc.ipV6(),
    );
    fc.assert(
      fc.property(ipLike, (text) => {
        expect(ADDRESS_CLASSES).toContain(classifyAddress(text));
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('judges every IPv4-mapped address exactly as its IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ipv4) => {
        expect(classifyAddress(`::ffff:${ipv4}`)).toBe(classifyAddress(ipv4));
        expect(classifyAddress(`64:ff9b::${ipv4}`)).toBe(classifyAddress(ipv4));
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe('isPublicAddress', () => {
  it('is true only for public addresses', () => {
    const publicOnes = [...IPV4_BOUNDARIES, ...IPV6_CASES].filter(([, c]) => c === 'public');
    const others = [...IPV4_BOUNDARIES, ...IPV6_CASES].filter(([, c]) => c !== 'public');
    expect(publicOnes.length).toBeGreaterThan(10);
    for (const [ip] of publicOnes) expect(isPublicAddress(ip)).toBe(true);
    for (const [ip] of others) expect(isPublicAddress(ip)).toBe(false);
  });
});
