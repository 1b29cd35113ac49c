import { APP_BASE } from '@/shared/config';

/** The 4 colour pairs (text, background) the flow name tag rotates through (spec 02 §9). */
export const TAG_COLOR_PAIRS: ReadonlyArray<{ color: string; background: string }> = [
  { color: '#2f54eb', background: '#f0f5ff' },
  { color: '#13a8a8', background: '#e6fffb' },
  { color: '#d46b08', background: '#fff7e6' },
  { color: '#722ed1', background: '#f9f0ff' },
];

export function tagColors(index: number) {
  const i = ((Math.trunc(index) % TAG_COLOR_PAIRS.length) + TAG_COLOR_PAIRS.length) % TAG_COLOR_PAIRS.length;
  return TAG_COLOR_PAIRS[i];
}

/** Where a flow card leads: the approval form of the instance, opened from the monitor. */
export function instanceFormUrl(instanceId: string): string {
  const query = new URLSearchParams({ instId: instanceId, type: 'fromMonitor' });
  return `${APP_BASE}/matter/approvalForm?${query.toString()}`;
}

export function openInstanceForm(instanceId: string): void {
  window.open(instanceFormUrl(instanceId), '_blank', 'noopener');
}
