import type { FastifyRequest } from 'fastify';
import { SIGN_TIME_UTC_OFFSET_MINUTES } from '../../../contract/seals.js';

/**
 * Time zones (issue 29.1): the browser shows times in the user's own zone; what the server writes for a person (the
 * subject, summary and serial number of a request they start, the watermark, a print) is written in that person's zone,
 * which the portal sends as `P-TimeZone`; without one (a page opened from a QR code, a job) the company's zone
 * (COMPANY_TIME_ZONE, config.printTimeZone) is used. A print and the verification page name the zone they use.
 */

const ZONE_TEXT = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;
const known = new Map<string, boolean>();

/** The company's zone when the configuration names none (COMPANY_TIME_ZONE's default). */
export const DEFAULT_COMPANY_TIME_ZONE = 'Asia/Shanghai';

/** Whether the text names a time zone Intl knows (an IANA name such as Asia/Jakarta, or UTC). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !ZONE_TEXT.test(zone)) return false;
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(zone, ok);
  }
  return ok;
}

/** The caller's time zone (P-TimeZone) when it names one, else undefined. */
export function requestTimeZone(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const given = request.headers['p-timezone'];
  return isTimeZone(given) ? given : undefined;
}

function partsIn(at: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value])) as Record<string, string>;
}

/** YYYY-MM-DD of the moment in the zone. */
export function dayIn(at: Date, timeZone: string): string {
  const p = partsIn(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** YYYY-MM-DD HH:mm:ss of the moment in the zone (spec 01 §9). */
export function dateTimeIn(at: Date, timeZone: string): string {
  const p = partsIn(at, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The zone's offset from UTC at the moment, as +08:00. */
export function offsetIn(at: Date, timeZone: string): string {
  const p = partsIn(at, timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const minutes = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The zone's name as a print or the verification page states it: "Asia/Shanghai (UTC+08:00)". */
export const zoneLabel = (timeZone: string, at: Date = new Date()) => `${timeZone} (UTC${offsetIn(at, timeZone)})`;

/**
 * A signature entry's time (spec 02 §9: YYYY-MM-DD:HH:mm:ss, stored in China time, UTC+8, see
 * `SIGN_TIME_UTC_OFFSET_MINUTES`) as a moment; also takes a space or a T between the day and the time. Null for
 * anything else.
 */
export function signTimeMoment(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[: T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const utc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
  const d = new Date(utc - SIGN_TIME_UTC_OFFSET_MINUTES * 60_000);
  return Number.isNaN(d.getTime()) ? null : d;
}
