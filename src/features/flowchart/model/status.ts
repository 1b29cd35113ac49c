/**
 * Node and opinion statuses of spec 02 §4: each one has a tone (the status icon colour) and a
 * label, so the chart never says a state by colour alone.
 */
export type StatusTone = 'error' | 'warning' | 'success' | 'primary' | 'default';

export const TONE_COLOURS: Record<StatusTone, { stroke: string; fill: string }> = {
  error: { stroke: '#f5222d', fill: '#fff1f0' },
  warning: { stroke: '#fa8c16', fill: '#fff7e6' },
  success: { stroke: '#52c41a', fill: '#f6ffed' },
  primary: { stroke: '#1677ff', fill: '#e6f4ff' },
  default: { stroke: '#8c8c8c', fill: '#ffffff' },
};

/** The fills of the dark theme (viewer/flowchart.css has the same under .fc-dark); strokes stay. */
export const DARK_TONE_FILLS: Record<StatusTone, string> = {
  error: '#2c1618',
  warning: '#2b1d11',
  success: '#162312',
  primary: '#111a2c',
  default: '#1f1f1f',
};

interface StatusDef {
  tone: StatusTone;
  /** key in locales/<lang>/flowchart.json */
  label: string;
}

const STATUSES: Record<string, StatusDef> = {
  reject: { tone: 'error', label: 'status.reject' },
  oppose: { tone: 'error', label: 'status.oppose' },
  backToStart: { tone: 'error', label: 'status.backToStart' },
  signNotPass: { tone: 'error', label: 'status.signNotPass' },
  manual_end: { tone: 'error', label: 'status.manual_end' },
  awaiting_check: { tone: 'warning', label: 'status.awaiting_check' },
  hangUp: { tone: 'warning', label: 'status.hangUp' },
  revoker: { tone: 'warning', label: 'status.revoker' },
  revoker_to_start: { tone: 'warning', label: 'status.revoker_to_start' },
  agree: { tone: 'success', label: 'status.agree' },
  signPass: { tone: 'success', label: 'status.signPass' },
  // "done", the one label of §4 without a colour: shown blue like the approval form does
  end: { tone: 'primary', label: 'status.end' },
  start: { tone: 'primary', label: 'status.start' },
  reSubmit: { tone: 'primary', label: 'status.reSubmit' },
  skip: { tone: 'primary', label: 'status.skip' },
};

/** The statuses in the order the legend shows them. */
export const KNOWN_STATUSES = Object.keys(STATUSES);

/** The tone and label key of a status; unknown statuses are shown neutrally under their own name. */
export function describeStatus(status: string | null | undefined): StatusDef & { known: boolean } {
  if (!status) return { tone: 'default', label: 'status.none', known: true };
  const def = STATUSES[status];
  return def ? { ...def, known: true } : { tone: 'default', label: 'status.unknown', known: false };
}

export type StartEventState = 'started' | 'ended' | 'none';

/** Spec 02 §4: a start event is 'started' when a status is present, 'ended' when the status is end. */
export function startEventState(status: string | null | undefined): StartEventState {
  if (!status) return 'none';
  return status === 'end' ? 'ended' : 'started';
}
