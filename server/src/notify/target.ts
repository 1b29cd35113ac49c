import dns from 'node:dns/promises';
import net from 'node:net';
import { badRequest } from '../lib/errors.js';

// Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE=true: loopback, private, link-local, shared, unspecified.
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** An http(s) URL only, without credentials. */
export function parseTarget(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('notify.badUrl');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw badRequest('notify.badUrl');
  return url;
}

/**
 * Refuses a target whose host is or resolves to a loopback or private address (checked when it is saved
 * and again before each delivery, so a name that later points inside is refused too).
 */
export async function checkTarget(value: string, allowPrivate: boolean): Promise<URL> {
  const url = parseTarget(value);
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (!addresses.length) throw badRequest('notify.badUrl');
  if (addresses.some(isPrivateAddress)) throw badRequest('notify.privateUrl');
  return url;
}
