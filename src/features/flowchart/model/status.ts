/**
 * The flow chart's side of the status model (src/shared/ui/statusLook.ts): each tone drawn as an
 * outline in the status colour over a light (or, in the dark theme, dark) fill, and the chart's labels.
 */
import { KNOWN_STATUSES, TONE_COLORS, statusTone, type StatusTone } from '@/shared/ui/statusLook';

export { KNOWN_STATUSES, type StatusTone };

/** The look of each tone in the light theme: the status colour as outline, a light fill. */
export const TONE_COLOURS: Record<StatusTone, { stroke: string; fill: string }> = {
  error: { stroke: TONE_COLORS.error, fill: '#fff1f0' },
  warning: { stroke: TONE_COLORS.warning, fill: '#fff7e6' },
  success: { stroke: TONE_COLORS.success, fill: '#f6ffed' },
  processing: { stroke: TONE_COLORS.processing, fill: '#e6f4ff' },
  default: { stroke: TONE_COLORS.default, fill: '#ffffff' },
};

/** The fills of the dark theme (viewer/flowchart.css has the same under .fc-dark); strokes stay. */
export const DARK_TONE_FILLS: Record<StatusTone, string> = {
  error: '#2c1618',
  warning: '#2b1d11',
  success: '#162312',
  processing: '#111a2c',
  default: '#1f1f1f',
};

interface StatusDef {
  tone: StatusTone;
  /** key in locales/<lang>/flowchart.json */
  label: string;
}

/**
 * The states of any drawn element (an event, a boundary timer, a message catch as much as a task), for
 * callers that know where an instance stands but not an approval status: done, active (a task being
 * worked on) and waiting (a timer or message the instance waits for).
 */
export const ELEMENT_STATES = { done: 'success', active: 'warning', waiting: 'warning' } as const satisfies Record<string, StatusTone>;
export type ElementState = keyof typeof ELEMENT_STATES;

export function isElementState(status: string | null | undefined): status is ElementState {
  return Boolean(status && Object.hasOwn(ELEMENT_STATES, status));
}

/** The tone and label key of a status; unknown statuses are shown neutrally under their own name. */
export function describeStatus(status: string | null | undefined): StatusDef & { known: boolean } {
  if (!status) return { tone: 'default', label: 'status.none', known: true };
  if (isElementState(status)) return { tone: ELEMENT_STATES[status], label: `status.${status}`, known: true };
  const tone = statusTone(status);
  return tone ? { tone, label: `status.${status}`, known: true } : { tone: 'default', label: 'status.unknown', known: false };
}

export type StartEventState = 'started' | 'ended' | 'none';

/** Spec 02 §4: a start event is 'started' when a status is present, 'ended' when the status is end. */
export function startEventState(status: string | null | undefined): StartEventState {
  if (!status) return 'none';
  return status === 'end' ? 'ended' : 'started';
}
