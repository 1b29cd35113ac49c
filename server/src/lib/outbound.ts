import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one policy for connections a user's input points at (webhook targets, mail servers): by default only global
 * unicast addresses. Anything else (loopback, private, link-local, shared, benchmarking, documentation, multicast,
 * reserved, and the IPv6 forms that carry or reach an IPv4 address: mapped, compatible, NAT64, 6to4, Teredo) may be an
 * inner machine seen from the server. ipaddr.js names the special ranges; for IPv6 only 2000::/3 is global unicast.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isGlobalUnicast(address: string): boolean {
  // net.isIP first: ipaddr.js also reads shorthand IPv4 forms (`127.1`, `0x7f000001`) no resolver answers with
  const family = net.isIP(address);
  // a zone (`fe80::1%eth0`) only scopes a link-local address
  if (!family || address.includes('%')) return false;
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // IPv6 in the URL standard's form first: ipaddr.js reads `::8.8.8.8` (IPv4-compatible) as IPv4-mapped
    addr = ipaddr.parse(family === 6 ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address);
  } catch {
    return false;
  }
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  if (addr.range() !== 'unicast') return false;
  return addr.kind() === 'ipv4' || (addr as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

export type LookupAnswer = { address: string; family: number };
export type Resolve = (host: string) => Promise<LookupAnswer[]>;
export const systemResolve: Resolve = (host) => dns.lookup(host, { all: true });

/** A refused connection: the name or address is not global unicast (code EPRIVATE), or the name resolves to nothing. */
export const refusedAddress = (host: string) => Object.assign(new Error(`${host} is not a public address`), { code: 'EPRIVATE' });
const unresolved = (host: string) => Object.assign(new Error(`${host} does not resolve`), { code: 'ENOTFOUND' });

const bare = (host: string) => host.replace(/^\[|\]$/g, '');

/**
 * The addresses a host name (or literal) stands for, when every one of them is global unicast; else EPRIVATE. One
 * private answer among public ones refuses the name: which one a connection picks is not ours to choose.
 */
export async function publicAddresses(host: string, resolve: Resolve = systemResolve): Promise<LookupAnswer[]> {
  const h = bare(host);
  const answers = net.isIP(h) ? [{ address: h, family: net.isIP(h) }] : await resolve(h).catch(() => []);
  if (!answers.length) throw unresolved(host);
  if (!answers.every((a) => isGlobalUnicast(a.address))) throw refusedAddress(host);
  return answers;
}

/**
 * A `lookup` for a socket (http.request, net.connect): the name is resolved when the socket connects and a non-public
 * answer fails the connection. Checking the name before the call is not enough: a name whose records change between
 * that check and the connection (DNS rebinding) would reach inside. What is checked here is what is connected to.
 * (A socket given an IP literal skips its lookup: check literals with publicAddresses first.)
 */
export function guardedLookup(resolve: Resolve = systemResolve) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAnswer[], family?: number) => void,
  ): void => {
    publicAddresses(hostname, resolve).then(
      (answers) => {
        const wanted = answers.filter((a) => !options.family || options.family === a.family || options.family === `IPv${a.family}`);
        if (!wanted.length) return callback(unresolved(hostname), '');
        if (options.all) return callback(null, wanted);
        callback(null, wanted[0].address, wanted[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}
