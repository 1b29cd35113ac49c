import { describe, expect, it } from 'vitest';
import { guardedLookup, isGlobalUnicast, publicAddresses } from '../../server/src/lib/outbound.js';

// The one outbound-address policy of webhooks and mail servers: global unicast only. Every special range is here,
// in its own row, at its edges where an edge is easy to get wrong.

const refused: [string, string][] = [
  ['0.0.0.0/8 this network', '0.0.0.0'],
  ['0.0.0.0/8 this network', '0.255.255.255'],
  ['10.0.0.0/8 private', '10.0.0.1'],
  ['10.0.0.0/8 private', '10.255.255.255'],
  ['100.64.0.0/10 shared (carrier NAT)', '100.64.0.1'],
  ['100.64.0.0/10 shared (carrier NAT)', '100.127.255.254'],
  ['127.0.0.0/8 loopback', '127.0.0.1'],
  ['127.0.0.0/8 loopback', '127.255.255.254'],
  ['169.254.0.0/16 link-local (cloud metadata)', '169.254.169.254'],
  ['172.16.0.0/12 private', '172.16.0.1'],
  ['172.16.0.0/12 private', '172.31.255.255'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.1'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.170'],
  ['192.0.2.0/24 documentation', '192.0.2.1'],
  ['192.88.99.0/24 6to4 relay', '192.88.99.1'],
  ['192.168.0.0/16 private', '192.168.1.1'],
  ['198.18.0.0/15 benchmarking', '198.18.0.1'],
  ['198.18.0.0/15 benchmarking', '198.19.255.255'],
  ['198.51.100.0/24 documentation', '198.51.100.7'],
  ['203.0.113.0/24 documentation', '203.0.113.7'],
  ['224.0.0.0/4 multicast', '224.0.0.1'],
  ['224.0.0.0/4 multicast', '239.255.255.250'],
  ['240.0.0.0/4 reserved', '240.0.0.1'],
  ['240.0.0.0/4 reserved', '254.255.255.255'],
  ['broadcast', '255.255.255.255'],
  ['::/128 unspecified', '::'],
  ['::1 loopback', '::1'],
  ['::ffff:0:0/96 IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['::ffff:0:0/96 IPv4-mapped loopback, hex form', '::ffff:7f00:1'],
  ['::ffff:0:0/96 IPv4-mapped private', '::ffff:10.0.0.1'],
  ['::ffff:0:0/96 IPv4-mapped link-local', '::ffff:169.254.169.254'],
  ['::ffff:0:0/96 IPv4-mapped benchmarking', '::ffff:198.18.0.1'],
  ['::ffff:0:0/96 IPv4-mapped, long form', '0:0:0:0:0:ffff:192.168.0.1'],
  ['::/96 IPv4-compatible', '::127.0.0.1'],
  ['::/96 IPv4-compatible', '::a00:1'],
  ['::/96 IPv4-compatible of a public address', '::8.8.8.8'],
  ['::ffff:0:0:0/96 IPv4-translated', '::ffff:0:a00:1'],
  ['64:ff9b::/96 NAT64', '64:ff9b::a00:1'],
  ['64:ff9b::/96 NAT64 of a public address', '64:ff9b::808:808'],
  ['64:ff9b:1::/48 local NAT64', '64:ff9b:1::1'],
  ['100::/64 discard', '100::1'],
  ['2001::/32 Teredo', '2001::1'],
  ['2001:2::/48 benchmarking', '2001:2::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4 of a private address', '2002:a00:1::1'],
  ['2002::/16 6to4 of a public address', '2002:808:808::1'],
  ['3fff::/20 documentation', '3fff::1'],
  ['fc00::/7 unique local', 'fc00::1'],
  ['fc00::/7 unique local', 'fd12:3456:789a::1'],
  ['fe80::/10 link-local', 'fe80::1'],
  ['fe80::/10 link-local with a zone', 'fe80::1%eth0'],
  ['fec0::/10 site-local', 'fec0::1'],
  ['fec0::/10 site-local', 'feff::1'],
  ['ff00::/8 multicast', 'ff02::1'],
  ['ff00::/8 multicast', 'ff0e::1'],
  ['outside 2000::/3', '4000::1'],
  ['outside 2000::/3', '5f00::1'],
  ['not an address: a name', 'localhost'],
  ['not an address: shorthand IPv4', '127.1'],
  ['not an address: one number', '2130706433'],
  ['not an address: hex IPv4', '0x7f.0.0.1'],
  ['not an address', ''],
];

const allowed: [string, string][] = [
  ['public IPv4', '8.8.8.8'],
  ['public IPv4', '93.184.215.14'],
  ['public IPv4 just below 10/8', '9.255.255.255'],
  ['public IPv4 just past 100.64/10', '100.128.0.0'],
  ['public IPv4 just below 172.16/12', '172.15.255.255'],
  ['public IPv4 just past 172.16/12', '172.32.0.0'],
  ['public IPv4 just past 192.0.0/24', '192.0.1.1'],
  ['public IPv4 just below 198.18/15', '198.17.255.255'],
  ['public IPv4 just past 198.18/15', '198.20.0.0'],
  ['public IPv4 just below 224/4', '223.255.255.254'],
  ['IPv4-mapped public IPv4', '::ffff:8.8.8.8'],
  ['global unicast IPv6', '2606:4700:4700::1111'],
  ['global unicast IPv6', '2a00:1450:4001:81b::200e'],
];

describe('the outbound-address policy: global unicast only', () => {
  it.each(refused)('refuses %s: %s', (_range, address) => {
    expect(isGlobalUnicast(address)).toBe(false);
  });

  it.each(allowed)('allows %s: %s', (_kind, address) => {
    expect(isGlobalUnicast(address)).toBe(true);
  });

  it('a name is refused when any of its answers is not public, and when it has none', async () => {
    const answers =
      (...list: string[]) =>
      async () =>
        list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    await expect(publicAddresses('hooks.example.com', answers('8.8.8.8', '2606:4700:4700::1111'))).resolves.toHaveLength(2);
    await expect(publicAddresses('hooks.example.com', answers('8.8.8.8', '64:ff9b::a00:1'))).rejects.toMatchObject({ code: 'EPRIVATE' });
    await expect(publicAddresses('hooks.example.com', answers())).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(publicAddresses('[fec0::1]')).rejects.toMatchObject({ code: 'EPRIVATE' });
  });

  it('the socket lookup fails a connection whose name answers an inner address', async () => {
    const lookup = (address: string) =>
      new Promise<NodeJS.ErrnoException | null>((done) =>
        guardedLookup(async () => [{ address, family: 6 }])('hooks.example.com', { all: true }, (err) => done(err)),
      );
    expect((await lookup('2002:a00:1::1'))?.code).toBe('EPRIVATE');
    expect(await lookup('2606:4700:4700::1111')).toBeNull();
  });
});
