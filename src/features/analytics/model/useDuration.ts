import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from './heat';

/** Formats durations in the interface language ("2.3 h", "2.3 小时"); null reads as a dash. */
export function useDuration() {
  const { t } = useTranslation('analytics');
  return useCallback(
    (ms: number | null | undefined) => {
      if (ms === null || ms === undefined) return '—';
      const { value, unit } = durationParts(ms);
      return t(`unit.${unit}`, { value });
    },
    [t],
  );
}
