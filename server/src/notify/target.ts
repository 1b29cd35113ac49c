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

type LookupAnswer = { address: string; family: number };
type Resolve = (host: string) => Promise<LookupAnswer[]>;
const systemResolve: Resolve = (host) => dns.lookup(host, { all: true });

/**
 * The `lookup` of the connection that delivers a webhook: the name is resolved again when the socket connects, and
 * a private or loopback answer fails the connection. Checking the name before the call is not enough: a name whose
 * records change between that check and the connection (DNS rebinding) would reach inside. What is checked here is
 * what is connected to.
 */
export function guardedLookup(resolve: Resolve = systemResolve) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAnswer[], family?: number) => void,
  ): void => {
    resolve(hostname).then(
      (answers) => {
        const wanted = answers.filter((a) => !options.family || options.family === a.family || options.family === `IPv${a.family}`);
        if (!wanted.length) return callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), '');
        if (wanted.some((a) => isPrivateAddress(a.address)))
          return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '');
        if (options.all) return callback(null, wanted);
        callback(null, wanted[0].address, wanted[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}
