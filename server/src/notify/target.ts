import { badRequest } from '../lib/errors.js';
import { publicAddresses } from '../lib/outbound.js';

// Which addresses a webhook may reach is the outbound policy's (lib/outbound.ts): global unicast only, unless
// WEBHOOK_ALLOW_PRIVATE=true. Deliveries connect through its guardedLookup.
export { guardedLookup } from '../lib/outbound.js';

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
 * Refuses a target whose host is or resolves to anything but a public address (checked when it is saved and again
 * before each delivery, so a name that later points inside is refused too; the connection checks once more).
 */
export async function checkTarget(value: string, allowPrivate: boolean): Promise<URL> {
  const url = parseTarget(value);
  if (allowPrivate) return url;
  await publicAddresses(url.hostname).catch((err: { code?: string }) => {
    throw badRequest(err.code === 'EPRIVATE' ? 'notify.privateUrl' : 'notify.badUrl');
  });
  return url;
}
