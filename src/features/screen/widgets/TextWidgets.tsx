import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DAYJS_LOCALE, mapLanguage } from '@/shared/i18n/languages';
import { num, str, type WidgetProps } from './types';

/** Spec 02 §9: local time refreshes every second. */
export const CLOCK_TICK_MS = 1000;

const align = (v: string): 'left' | 'center' | 'right' => (v === 'center' || v === 'right' ? v : 'left');

/** A box of the widget's size whose content is one row, centred up and down. */
const centredRow = (width: number, height: number) => ({ width, height, display: 'flex', alignItems: 'center' }) as const;

/** A line of text (text, fontSize, color, align, fontWeight). */
export function TextWidget({ width, height, config }: WidgetProps) {
  return (
    <div
      style={{
        ...centredRow(width, height),
        justifyContent: { left: 'flex-start', center: 'center', right: 'flex-end' }[align(str(config, 'align'))],
        color: str(config, 'color', '#ffffff'),
        fontSize: num(config, 'fontSize', 24),
        fontWeight: num(config, 'fontWeight', 400),
        letterSpacing: num(config, 'letterSpacing', 2),
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {str(config, 'text')}
    </div>
  );
}

/** The parts of the local time: the date with its year, the weekday, the time (in the user's language). */
export function clockParts(now: Date, language: string): { date: string; week: string; time: string } {
  const d = dayjs(now).locale(DAYJS_LOCALE[mapLanguage(language)]);
  return { date: d.format('YYYY-MM-DD'), week: d.format('dddd'), time: d.format('HH:mm:ss') };
}

/** Local time: year, week day and time, refreshed every second. */
export function ClockWidget({ width, height, config }: WidgetProps) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const { date, week, time } = clockParts(now, i18n.language);
  return (
    <div
      style={{
        ...centredRow(width, height),
        justifyContent: 'flex-end',
        gap: 16,
        color: str(config, 'color', '#9fd8ff'),
        fontSize: num(config, 'fontSize', 20),
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      <span>{date}</span>
      <span>{week}</span>
      <time>{time}</time>
    </div>
  );
}
