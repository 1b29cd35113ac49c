import { describe, expect, it } from 'vitest';
import { statusLook, TONE_COLORS } from '@/shared/ui/statusLook';
import { fieldAccess, toPermission } from '@/features/form-runtime';
import zh from '../../../locales/zh-CN/approval.json';
import en from '../../../locales/en-US/approval.json';
import id from '../../../locales/id/approval.json';

describe('opinion status look (spec 02 §4)', () => {
  it.each([
    ['reject', 'error', 'Refused'],
    ['oppose', 'error', 'Opposed'],
    ['backToStart', 'error', 'Refused and returned to initiator'],
    ['signNotPass', 'error', 'Countersign failed'],
    ['manual_end', 'error', 'Manually terminated'],
    ['awaiting_check', 'warning', 'Pending approval'],
    ['hangUp', 'warning', 'Pending'],
    ['revoker', 'warning', 'Revoked'],
    ['revoker_to_start', 'warning', 'Withdrawn to initiator'],
    ['agree', 'success', 'Agreed'],
    ['signPass', 'success', 'Countersigned and approved'],
    ['start', 'processing', 'Submitted'],
    ['reSubmit', 'processing', 'Resubmitted'],
    ['skip', 'processing', 'Skipped'],
    ['end', 'processing', 'Done'],
  ])('%s is %s with label %s', (status, tone, label) => {
    const look = statusLook(status);
    expect(look.tone).toBe(tone);
    expect(look.color).toBe(TONE_COLORS[look.tone]);
    const key = look.labelKey.split('.');
    const pick = (dict: unknown) => key.reduce<unknown>((d, k) => (d as Record<string, unknown>)[k], dict);
    expect(pick(en)).toBe(label);
    expect(typeof pick(zh)).toBe('string');
    expect(typeof pick(id)).toBe('string');
  });

  it('renders an unknown status grey with the generic label', () => {
    expect(statusLook('whatever')).toEqual({ tone: 'default', color: TONE_COLORS.default, labelKey: 'opinion.status.other' });
    expect(statusLook(undefined).tone).toBe('default');
  });
});

describe('field permission b/w/r/n', () => {
  it.each([
    ['w', { hidden: false, readOnly: false, required: false }],
    ['r', { hidden: false, readOnly: true, required: false }],
    ['n', { hidden: true, readOnly: true, required: false }],
    ['b', { hidden: false, readOnly: false, required: true }],
  ] as const)('%s', (p, access) => {
    expect(fieldAccess(p)).toEqual(access);
  });

  it('falls back for unknown values', () => {
    expect(toPermission('x')).toBe('w');
    expect(toPermission(undefined, 'r')).toBe('r');
  });
});
