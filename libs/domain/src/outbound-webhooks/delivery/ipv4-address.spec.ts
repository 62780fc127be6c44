import { formatIpv4, parseIpv4 } from './ipv4-address';

describe('parseIpv4', () => {
  it.each([
    ['0.0.0.0', 0],
    ['1.2.3.4', 0x01020304],
    ['127.0.0.1', 0x7f000001],
    ['255.255.255.255', 0xffffffff],
    ['10.0.0.255', 0x0a0000ff],
  ])('reads %s', (text, value) => {
    expect(parseIpv4(text)).toBe(value);
  });

  it.each([
    '127.1', // shorthand
    '0x7f000001', // hex
    '2130706433', // single number
    '0177.0.0.1', // octal
    '010.0.0.1', // leading zero
    '127.0.0.01',
    '0x7f.0.0.1',
    '256.0.0.1',
    '1.2.3.256',
    '1.2.3.4.5',
    '1.2.3.',
    '.1.2.3',
    '1..2.3',
    ' 1.2.3.4',
    '1.2.3.4 ',
    '1.2.3.4/8',
    '+1.2.3.4',
    '-1.2.3.4',
    '1.2.3.4\n',
    '１.２.３.４',
    '',
    '::1',
  ])('refuses %j', (text) => {
    expect(parseIpv4(text)).toBeNull();
  });

  it('round-trips through formatIpv4', () => {
    expect(formatIpv4(parseIpv4('192.168.10.254') as number)).toBe('192.168.10.254');
    expect(formatIpv4(0xffffffff)).toBe('255.255.255.255');
  });
});
