/**
 * Node and opinion statuses of spec 02 §4, the one model of the portal: each known status has a tone
 * (the colour family of its icon, an antd status colour) and a label, so no state is said by colour alone.
 * The approval pages show it as a tag (StatusTag), the flow chart as the outline of a node.
 */

/** The colour family of an opinion or node status (spec 02 §4). */
export type StatusTone = 'error' | 'warning' | 'success' | 'processing' | 'default';

export interface StatusLook {
  tone: StatusTone;
  /** Text colour, so the colour never carries the meaning alone: a label is always shown beside it. */
  color: string;
  /** Key in the approval namespace (approval:opinion.status.*). */
  labelKey: string;
}

export const TONE_COLORS: Record<StatusTone, string> = {
  error: '#f5222d',
  warning: '#fa8c16',
  success: '#52c41a',
  processing: '#1677ff',
  default: '#8c8c8c',
};

const STATUS_TONES: Record<string, StatusTone> = {
  reject: 'error',
  oppose: 'error',
  backToStart: 'error',
  signNotPass: 'error',
  manual_end: 'error',
  awaiting_check: 'warning',
  hangUp: 'warning',
  revoker: 'warning',
  revoker_to_start: 'warning',
  agree: 'success',
  signPass: 'success',
  start: 'processing',
  reSubmit: 'processing',
  skip: 'processing',
  // "done" is the one label of §4 without a colour: a finished instance, shown neutral blue
  end: 'processing',
  // the approval tools' history rows (issue 15): the work moved on, nothing was decided
  transfer: 'processing',
  addSignBefore: 'processing',
  addSignAfter: 'success',
  addSignRemove: 'processing',
  // an administrator moved the work to another step (issue 15)
  jump: 'warning',
  // urging and overdue escalation (issue 15): a reminder, nothing decided
  urge: 'warning',
  urgeEscalate: 'warning',
  escalate: 'warning',
  // a message or signal the instance caught (issue 15): the flow moved on
  message: 'processing',
  signal: 'processing',
};

export const KNOWN_STATUSES = Object.keys(STATUS_TONES);

/** The tone of a known status; undefined for none or one this model does not know. */
export function statusTone(status: string | null | undefined): StatusTone | undefined {
  return status ? STATUS_TONES[status] : undefined;
}

/** Unknown statuses render grey with the generic "other" label instead of failing. */
export function statusLook(status: string | null | undefined): StatusLook {
  const known = statusTone(status);
  const tone = known ?? 'default';
  const labelKey = known ? `opinion.status.${status}` : 'opinion.status.other';
  return { tone, color: TONE_COLORS[tone], labelKey };
}
