import type { ScreenRefresh } from '@contract/screen';

const UNIT_MS = { minute: 60_000, hour: 3_600_000 } as const;

/** Spec 02 §9: a widget's refresh interval from its rate and rule (minute or hour); null when refresh is off. */
export function refreshIntervalMs(refresh: ScreenRefresh | undefined | null): number | null {
  if (!refresh?.on) return null;
  const unit = UNIT_MS[refresh.rule];
  const rate = Math.floor(Number(refresh.rate));
  if (!unit || !Number.isFinite(rate) || rate < 1) return null;
  return rate * unit;
}
