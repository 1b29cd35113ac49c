import { describe, expect, it } from 'vitest';
import { planButton } from '@/features/approval/lib/buttons';
import { encodeOpinionFiles, parseOpinionFiles } from '@/features/approval/lib/attachments';
import { displayValue, formSpace, placeFields, writableValues } from '@/shared/form-runtime';
import { formModeOf } from '@/features/approval/lib/formTarget';
import { leaveFields } from '../../../mocks/handlers/approval';

describe('planButton', () => {
  it.each([
    ['agree', { kind: 'complete', actionName: 'agree', danger: false, primary: true }],
    ['oppose', { kind: 'complete', actionName: 'oppose', danger: true, primary: false }],
    ['backToStart', { kind: 'complete', actionName: 'backToStart', danger: true, primary: false }],
    ['signPass', { kind: 'complete', actionName: 'agree', danger: false, primary: true }],
    ['signNotPass', { kind: 'complete', actionName: 'oppose', danger: true, primary: false }],
    ['delegate', { kind: 'portal', action: 'delegate' }],
    ['hangUp', { kind: 'portal', action: 'hangUp' }],
    ['print', { kind: 'portal', action: 'print' }],
    ['somethingNew', { kind: 'hidden' }],
  ])('%s', (alias, plan) => {
    expect(planButton(alias)).toEqual(plan);
  });
});

describe('opinion files', () => {
  it('reads JSON text holding a JSON string of a file list, and writes it back the same way', () => {
    const files = [{ id: 'f1', name: '报销单.pdf', size: 10 }];
    const text = encodeOpinionFiles(files)!;
    expect(typeof JSON.parse(text)).toBe('string');
    expect(parseOpinionFiles(text)).toEqual(files);
  });

  it('accepts plain lists and fileId/fileName spellings, and ignores junk', () => {
    expect(parseOpinionFiles('[{"fileId":"f2","fileName":"a.txt"}]')).toEqual([{ id: 'f2', name: 'a.txt' }]);
    expect(parseOpinionFiles('not json')).toEqual([]);
    expect(parseOpinionFiles(null)).toEqual([]);
    expect(parseOpinionFiles('[{"name":"no id"}]')).toEqual([]);
    expect(encodeOpinionFiles([])).toBeUndefined();
  });
});

describe('form model', () => {
  const rights = { reason: 'r', days: 'w', kind: 'r', hrNote: 'b', salary: 'n' };

  it('leaves n out, makes r read only, b required, and w required only when the field is', () => {
    const placed = placeFields(leaveFields, rights);
    expect(placed.map((p) => [p.field.name, p.access.readOnly, p.required])).toEqual([
      ['reason', true, false],
      ['days', false, true],
      ['kind', true, false],
      ['hrNote', false, true],
    ]);
  });

  it('treats a field without a right as read only', () => {
    expect(placeFields(leaveFields, {}).every((p) => p.access.readOnly)).toBe(true);
  });

  it('sends only writable values', () => {
    const placed = placeFields(leaveFields, rights);
    expect(writableValues(placed, { reason: 'x', days: 2, hrNote: 'y', salary: 9 })).toEqual({ days: 2, hrNote: 'y' });
  });

  it.each([
    [8, 8],
    [-4, 0],
    [2.7, 2],
    [null, 0],
  ])('space %s is %s', (given, expected) => {
    expect(formSpace(given as number | null)).toBe(expected);
  });

  it('shows values as text', () => {
    expect(displayValue(leaveFields[2], 'sick')).toBe('Sick leave');
    expect(displayValue({ type: 'money' }, 12)).toBe('12.00');
    expect(displayValue({ type: 'text' }, '<i>x</i>')).toBe('<i>x</i>');
    expect(displayValue({ type: 'user' }, ['a', 'b'])).toBe('a, b');
    expect(displayValue({ type: 'text' }, null)).toBe('');
  });
});

describe('formModeOf', () => {
  const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

  it('prefers a task, then a new form, then an instance', () => {
    expect(formModeOf({}, new URLSearchParams('taskId=t1&leaderId=l1&instId=i1'))).toEqual({
      kind: 'task',
      taskId: 't1',
      leaderId: 'l1',
      reqParams: undefined,
    });
    expect(formModeOf({}, new URLSearchParams('instId=i1&type=fromMonitor'))).toEqual({ kind: 'instance', instId: 'i1' });
    expect(formModeOf({}, new URLSearchParams(''))).toEqual({ kind: 'none' });
  });

  it('takes the external query from the properties, with base64 formData cut at the last brace', () => {
    const mode = formModeOf({ defKey: 'leave', formData: `${b64('{"days":2,"reason":"休假"}')}` }, new URLSearchParams(''));
    expect(mode).toEqual({ kind: 'start', defKey: 'leave', draftId: undefined, presetData: { days: 2, reason: '休假' } });
  });
});
