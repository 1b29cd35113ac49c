import { describe, expect, it } from 'vitest';
import { KNOWN_STATUSES, statusLook, TONE_COLORS, type StatusTone } from '@/shared/ui/statusLook';
import { TONE_COLOURS, describeStatus } from '@/features/flowchart/model/status';
import zhApproval from '../../../locales/zh-CN/approval.json';
import enApproval from '../../../locales/en-US/approval.json';
import idApproval from '../../../locales/id/approval.json';
import zhChart from '../../../locales/zh-CN/flowchart.json';
import enChart from '../../../locales/en-US/flowchart.json';
import idChart from '../../../locales/id/flowchart.json';

const pick = (dict: unknown, labelKey: string) => labelKey.split('.').reduce<unknown>((d, k) => (d as Record<string, unknown>)[k], dict);

/** Every known status: its tone and its English label, the same on a tag and on the chart. */
const STATUSES: Record<string, [tone: StatusTone, english: string]> = {
  reject: ['error', 'Refused'],
  oppose: ['error', 'Opposed'],
  backToStart: ['error', 'Refused and returned to initiator'],
  signNotPass: ['error', 'Countersign failed'],
  manual_end: ['error', 'Manually terminated'],
  awaiting_check: ['warning', 'Pending approval'],
  hangUp: ['warning', 'Pending'],
  revoker: ['warning', 'Revoked'],
  revoker_to_start: ['warning', 'Withdrawn to initiator'],
  agree: ['success', 'Agreed'],
  signPass: ['success', 'Countersigned and approved'],
  start: ['processing', 'Submitted'],
  reSubmit: ['processing', 'Resubmitted'],
  skip: ['processing', 'Skipped'],
  end: ['processing', 'Done'],
  transfer: ['processing', 'Transferred'],
  addSignBefore: ['processing', 'Added signers before'],
  addSignAfter: ['success', 'Approved, added signers after'],
  addSignRemove: ['processing', 'Removed an added signer'],
  jump: ['warning', 'Jumped by an administrator'],
  urge: ['warning', 'Urged'],
  urgeEscalate: ['warning', 'Urge escalated'],
  escalate: ['warning', 'Overdue, escalated'],
  message: ['processing', 'Message received'],
  signal: ['processing', 'Signal received'],
};

/** One model of the node and opinion statuses: the approval pages' tags and the flow chart's nodes. */
describe('status -> tone and label (spec 02 §4)', () => {
  it('knows every status of the table, and no other', () => {
    expect([...KNOWN_STATUSES].sort()).toEqual(Object.keys(STATUSES).sort());
  });

  it.each(Object.entries(STATUSES))('%s has its tone and label on a tag and on the chart', (status, [tone, english]) => {
    const look = statusLook(status);
    expect(look.tone).toBe(tone);
    expect(look.color).toBe(TONE_COLORS[look.tone]);
    expect(pick(enApproval, look.labelKey)).toBe(english);
    expect(typeof pick(zhApproval, look.labelKey)).toBe('string');
    expect(typeof pick(idApproval, look.labelKey)).toBe('string');

    const d = describeStatus(status);
    expect(d.tone).toBe(tone);
    expect(d.known).toBe(true);
    expect(pick(enChart, d.label)).toBe(english);
  });

  it('tones have the status icon colours: red, orange, green, blue; the chart outlines nodes in them', () => {
    expect(TONE_COLOURS.error.stroke).toBe('#f5222d');
    expect(TONE_COLOURS.warning.stroke).toBe('#fa8c16');
    expect(TONE_COLOURS.success.stroke).toBe('#52c41a');
    expect(TONE_COLOURS.processing.stroke).toBe('#1677ff');
    for (const tone of Object.keys(TONE_COLORS) as (keyof typeof TONE_COLORS)[]) expect(TONE_COLOURS[tone].stroke).toBe(TONE_COLORS[tone]);
  });

  it('renders an unknown status grey with the generic label', () => {
    expect(statusLook('whatever')).toEqual({ tone: 'default', color: TONE_COLORS.default, labelKey: 'opinion.status.other' });
    expect(statusLook(undefined).tone).toBe('default');
  });

  it.each([
    [null, 'default', 'status.none'],
    [undefined, 'default', 'status.none'],
    ['somethingNew', 'default', 'status.unknown'],
  ])('%s is shown neutrally on the chart as %s', (status, tone, label) => {
    expect(describeStatus(status)).toMatchObject({ tone, label });
  });

  it('every status has a chart label in all three languages', () => {
    for (const s of [...KNOWN_STATUSES, 'none', 'unknown']) {
      for (const dict of [zhChart, enChart, idChart]) expect((dict.status as Record<string, string>)[s], s).toBeTruthy();
    }
  });
});
