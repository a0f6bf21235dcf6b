import { describe, expect, it } from 'vitest';
import { clientAddress, LOOPBACK_PROXIES, normalizeAddress, TrustedProxies } from './client-address';
import { loadConfig } from './config';
import { serviceConfigSchema } from './service-config';

const PROXIES = TrustedProxies.parse('127.0.0.0/8, ::1, 10.1.0.0/16, 192.168.7.5, fd00:aa::/32');

describe('TrustedProxies', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.1.200.3', true],
    ['10.2.0.1', false],
    ['192.168.7.5', true],
    ['192.168.7.6', false],
    ['fd00:aa:1::7', true],
    ['fd00:ab::7', false],
    ['203.0.113.9', false],
    ['2001:db8::1', false],
    ['', false],
    ['localhost', false],
  ])('%s trusted: %s', (address, expected) => {
    expect(PROXIES.trusts(address)).toBe(expected);
  });

  it('trusts loopback by default and nobody with an empty list', () => {
    const loopback = TrustedProxies.parse(LOOPBACK_PROXIES);
    expect([loopback.trusts('127.0.0.1'), loopback.trusts('::1'), loopback.trusts('10.0.0.1')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(TrustedProxies.parse('').trusts('127.0.0.1')).toBe(false);
    expect(TrustedProxies.parse(' 10.0.0.0/8 ,, ').text).toBe('10.0.0.0/8');
  });

  it.each(['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0.0/', '10.0.0.0/x', '300.1.1.1'])(
    'refuses %j, naming it',
    (entry) => {
      expect(() => TrustedProxies.parse(`127.0.0.1,${entry}`)).toThrow(`: ${entry}`);
    },
  );
});

describe('normalizeAddress', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['10.0.0.1:5000', '10.0.0.1'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['[::1]', '::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['unknown', undefined],
    ['', undefined],
    ['10.0.0.1:x', undefined],
    ['_hidden', undefined],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe('clientAddress', () => {
  it.each<[string, string | undefined, string | undefined, string]>([
    // no proxy in front: the socket's peer, whatever the header says
    ['a direct client', '203.0.113.9', undefined, '203.0.113.9'],
    ['a spoofed header from an untrusted peer', '203.0.113.9', '198.51.100.1', '203.0.113.9'],
    ['a spoofed chain from an untrusted peer', '203.0.113.9', '127.0.0.1, 10.1.0.1', '203.0.113.9'],
    ['an untrusted peer on a dual-stack socket', '::ffff:203.0.113.9', '1.2.3.4', '203.0.113.9'],
    // behind trusted proxies: the first untrusted hop from the right
    ['one trusted proxy', '127.0.0.1', '198.51.100.1', '198.51.100.1'],
    ['two trusted proxies', '127.0.0.1', '198.51.100.1, 10.1.0.7', '198.51.100.1'],
    ['a client-sent entry left of the real one', '127.0.0.1', '6.6.6.6, 198.51.100.1', '198.51.100.1'],
    ['a client who claims to be a proxy', '127.0.0.1', '6.6.6.6, 10.1.0.7, 198.51.100.1', '198.51.100.1'],
    ['IPv6 client behind IPv6 proxies', '::1', '2001:db8::5, fd00:aa::1', '2001:db8::5'],
    ['a port on a hop', '127.0.0.1', '198.51.100.1:61000', '198.51.100.1'],
    ['a dual-stack proxy socket', '::ffff:127.0.0.1', '198.51.100.1', '198.51.100.1'],
    // edges
    ['a trusted peer without a header', '127.0.0.1', undefined, '127.0.0.1'],
    ['a trusted peer with an empty header', '127.0.0.1', '', '127.0.0.1'],
    ['every hop trusted: the farthest', '127.0.0.1', '10.1.0.9, 127.0.0.1', '10.1.0.9'],
    ['a local browser behind the local web server', '127.0.0.1', '127.0.0.1', '127.0.0.1'],
    ['a hop that is no address: the last vouched for', '127.0.0.1', '198.51.100.1, junk', '127.0.0.1'],
    ['junk beyond an untrusted hop is never read', '127.0.0.1', 'junk, 198.51.100.1', '198.51.100.1'],
    ['no socket address', undefined, '198.51.100.1', ''],
  ])('%s', (_case, socket, forwardedFor, expected) => {
    expect(clientAddress(socket, forwardedFor, PROXIES)).toBe(expected);
  });

  it('ignores the header entirely when nobody is trusted', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', TrustedProxies.parse(''))).toBe('127.0.0.1');
  });
});

describe('the TRUSTED_PROXIES setting', () => {
  const env = { JWT_SECRET: 'x'.repeat(32) };

  it('defaults to loopback and is read into TrustedProxies once, at boot', () => {
    const config = loadConfig(serviceConfigSchema, env);
    expect(config.TRUSTED_PROXIES.text).toBe(LOOPBACK_PROXIES);
    expect(
      loadConfig(serviceConfigSchema, { ...env, TRUSTED_PROXIES: '10.0.0.0/8' }).TRUSTED_PROXIES.trusts(
        '10.9.9.9',
      ),
    ).toBe(true);
  });

  it('stops the process on an entry it cannot read', () => {
    expect(() =>
      loadConfig(serviceConfigSchema, { ...env, TRUSTED_PROXIES: '10.0.0.0/8,proxy.local' }),
    ).toThrow('TRUSTED_PROXIES: not an IP address or CIDR range: proxy.local');
  });
});
