import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type i18n as I18n } from 'i18next';
import zh from '../../../locales/zh-CN/shell.json';
import en from '../../../locales/en-US/shell.json';
import id from '../../../locales/id/shell.json';
import { formatDate, formatDateTime, formatDuration, formatSignTime, relativeTime } from '@/shared/time';

let instance: I18n;
const tIn = (lng: string) => (key: string, options?: Record<string, unknown>) => instance.t(key, { ...options, lng, ns: 'shell' });

beforeAll(async () => {
  instance = i18next.createInstance();
  await instance.init({
    resources: { 'zh-CN': { shell: zh }, 'en-US': { shell: en }, id: { shell: id } },
    lng: 'zh-CN',
    ns: ['shell'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
  });
});

describe('formatDateTime / formatDate in the user time zone', () => {
  it.each([
    ['2026-03-01T00:30:00Z', 'Asia/Shanghai', '2026-03-01 08:30:00', '2026-03-01'],
    ['2026-03-01T00:30:00Z', 'America/New_York', '2026-02-28 19:30:00', '2026-02-28'],
    ['2026-03-01T00:30:00Z', 'Asia/Jakarta', '2026-03-01 07:30:00', '2026-03-01'],
    [Date.UTC(2026, 0, 2, 3, 4, 5), 'UTC', '2026-01-02 03:04:05', '2026-01-02'],
  ])('%s in %s -> %s', (value, timeZone, dateTime, date) => {
    expect(formatDateTime(value, { timeZone })).toBe(dateTime);
    expect(formatDate(value, { timeZone })).toBe(date);
  });

  it.each([[null], [undefined], [''], ['not a date']])('%j gives an empty text', (value) => {
    expect(formatDateTime(value as string, { timeZone: 'UTC' })).toBe('');
    expect(formatDate(value as string, { timeZone: 'UTC' })).toBe('');
  });
});

describe('formatSignTime: a signature entry’s time (China time) like every other time (issue 29.1)', () => {
  it.each([
    ['2026-11-29:00:29:18', 'Asia/Shanghai', '2026-11-29 00:29:18'],
    ['2026-11-29:00:29:18', 'Asia/Jakarta', '2026-11-28 23:29:18'],
    ['2026-11-29:00:29:18', 'UTC', '2026-11-28 16:29:18'],
    ['2026-11-29 00:29', 'Asia/Jakarta', '2026-11-28 23:29:00'],
  ])('%s in %s -> %s', (value, timeZone, shown) => {
    expect(formatSignTime(value, { timeZone })).toBe(shown);
  });

  it('shows other text as it is, and nothing for nothing', () => {
    expect(formatSignTime('yesterday', { timeZone: 'UTC' })).toBe('yesterday');
    expect(formatSignTime('', { timeZone: 'UTC' })).toBe('');
    expect(formatSignTime(undefined)).toBe('');
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2026, 5, 15, 12, 0, 0);
  const ago = (ms: number) => now - ms;
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it.each([
    ['zh-CN', 0, '刚刚'],
    ['zh-CN', 29 * S, '刚刚'],
    ['zh-CN', -5 * S, '刚刚'],
    ['zh-CN', 30 * S, '1分钟前'],
    ['zh-CN', 5 * M, '5分钟前'],
    ['zh-CN', 59 * M + 59 * S, '59分钟前'],
    ['zh-CN', H, '1小时前'],
    ['zh-CN', 23 * H + 59 * M, '23小时前'],
    ['zh-CN', D, '1天前'],
    ['zh-CN', 2 * D - S, '1天前'],
    ['zh-CN', 2 * D, '2026-06-13'],
    ['en-US', 10 * S, 'just now'],
    ['en-US', M, '1 minute ago'],
    ['en-US', 2 * M, '2 minutes ago'],
    ['en-US', H, '1 hour ago'],
    ['en-US', 3 * H, '3 hours ago'],
    ['en-US', 36 * H, '1 day ago'],
    ['en-US', 10 * D, '2026-06-05'],
    ['id', 10 * S, 'baru saja'],
    ['id', 3 * M, '3 menit yang lalu'],
    ['id', 5 * H, '5 jam yang lalu'],
    ['id', 25 * H, '1 hari yang lalu'],
  ])('%s, %d ms ago -> %s', (lng, ms, expected) => {
    expect(relativeTime(ago(ms), { now, t: tIn(lng), timeZone: 'UTC' })).toBe(expected);
  });

  it('is empty for missing values', () => {
    expect(relativeTime(null, { now, t: tIn('zh-CN') })).toBe('');
  });
});

describe('formatDuration', () => {
  it.each([
    ['zh-CN', 0, '0秒'],
    ['zh-CN', 999, '0秒'],
    ['zh-CN', -5000, '0秒'],
    ['zh-CN', 45_000, '45秒'],
    ['zh-CN', 3_600_000, '1小时'],
    ['zh-CN', 90_061_000, '1天1小时1分钟1秒'],
    ['zh-CN', 2 * 86_400_000 + 5 * 60_000, '2天5分钟'],
    ['en-US', 0, '0 seconds'],
    ['en-US', 1000, '1 second'],
    ['en-US', 90_061_000, '1 day 1 hour 1 minute 1 second'],
    ['en-US', 2 * 86_400_000 + 3 * 3_600_000, '2 days 3 hours'],
    ['id', 0, '0 detik'],
    ['id', 93_784_000, '1 hari 2 jam 3 menit 4 detik'],
  ])('%s %d ms -> %s', (lng, ms, expected) => {
    expect(formatDuration(ms, { t: tIn(lng) })).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN]])('%j counts as zero', (value) => {
    expect(formatDuration(value as number, { t: tIn('en-US') })).toBe('0 seconds');
  });
});

describe('with the app i18n', () => {
  it('uses the shell namespace of the app instance by default', async () => {
    const { initI18n } = await import('@/shared/i18n');
    const app = initI18n('en-US');
    await app.changeLanguage('en-US');
    expect(formatDuration(61_000)).toBe('1 minute 1 second');
    expect(relativeTime(Date.now() - 5 * 60_000)).toBe('5 minutes ago');
    await app.changeLanguage('zh-CN');
    expect(formatDuration(61_000)).toBe('1分钟1秒');
  });
});
