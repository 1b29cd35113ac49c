import dayjs, { type ConfigType } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import i18next, { type TFunction } from 'i18next';
import { SIGN_TIME_UTC_OFFSET_MINUTES } from '@contract/seals';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time zone the user's browser runs in: times are shown there (spec 01 §9). */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface TimeOptions {
  /** defaults to the browser's zone */
  timeZone?: string;
  /** translation function; defaults to the app's i18next instance (namespace shell) */
  t?: Translate;
}

const defaultT: Translate = (key, options) => (i18next.t as TFunction)(`shell:${key}`, options);

function parse(value: ConfigType, timeZone: string) {
  const d = dayjs(value);
  return d.isValid() ? d.tz(timeZone) : null;
}

/** `YYYY-MM-DD HH:mm:ss` in the user's time zone; empty for missing or invalid values. */
export function formatDateTime(value: ConfigType | null | undefined, options: TimeOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  return parse(value, options.timeZone ?? userTimeZone())?.format(DATE_TIME_FORMAT) ?? '';
}

/** `YYYY-MM-DD` in the user's time zone. */
export function formatDate(value: ConfigType | null | undefined, options: TimeOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  return parse(value, options.timeZone ?? userTimeZone())?.format(DATE_FORMAT) ?? '';
}

/**
 * A signing time as signature entries store it (spec 02 §9: YYYY-MM-DD:HH:mm:ss, in China time, UTC+8) shown like
 * every other time: YYYY-MM-DD HH:mm:ss in the user's zone (issue 29.1). Text of another shape is shown as it is.
 */
export function formatSignTime(value: string | null | undefined, options: TimeOptions = {}): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})[: T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return value;
  const utc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) - SIGN_TIME_UTC_OFFSET_MINUTES * MINUTE;
  return formatDateTime(utc, options) || value;
}

/**
 * Relative time of spec 01 §9: just now under 30 s, minutes under 1 hour, hours under 1 day,
 * "1 day ago" under 2 days, else the date.
 */
export function relativeTime(value: ConfigType | null | undefined, options: TimeOptions & { now?: ConfigType } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const t = options.t ?? defaultT;
  const then = dayjs(value);
  if (!then.isValid()) return '';
  const diff = dayjs(options.now ?? Date.now()).valueOf() - then.valueOf();
  // a clock a little ahead on the server gives small negative differences: still "just now"
  if (diff < 30 * SECOND) return t('time.justNow');
  if (diff < HOUR) return t('time.minutesAgo', { count: Math.max(1, Math.floor(diff / MINUTE)) });
  if (diff < DAY) return t('time.hoursAgo', { count: Math.floor(diff / HOUR) });
  if (diff < 2 * DAY) return t('time.oneDayAgo');
  return formatDate(value, options);
}

/**
 * A duration in days, hours, minutes and seconds (zero parts left out), or "0 seconds".
 * Negative or invalid input counts as zero.
 */
export function formatDuration(ms: number | null | undefined, options: Pick<TimeOptions, 't'> = {}): string {
  const t = options.t ?? defaultT;
  const total = Math.floor(Math.max(0, Number(ms) || 0) / SECOND);
  const parts: Array<[string, number]> = [
    ['time.days', Math.floor(total / 86400)],
    ['time.hours', Math.floor((total % 86400) / 3600)],
    ['time.minutes', Math.floor((total % 3600) / 60)],
    ['time.seconds', total % 60],
  ];
  const shown = parts.filter(([, n]) => n > 0).map(([key, n]) => t(key, { count: n }));
  if (shown.length === 0) return t('time.seconds', { count: 0 });
  return shown.join(t('time.separator'));
}
