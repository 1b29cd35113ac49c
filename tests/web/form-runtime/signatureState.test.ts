import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONFIG,
  INITIAL_SIGNATURE,
  fieldSettings,
  parseSignatures,
  placeSignature,
  serializeSignatures,
  signTime,
  signatureStep,
  withoutSigner,
  type SignatureEvent,
  type SignatureState,
  type SignatureStatus,
} from '@/shared/form-runtime/lib/signatureState';

const config = (field: string, over = {}) => ({ ...EMPTY_CONFIG, field, ...over });
const at = (status: SignatureStatus, field = 'sign1'): SignatureState => ({ status, config: config(field) });

describe('the signature status machine (spec 02 §4)', () => {
  it('starts in disable with the empty config', () => {
    expect(INITIAL_SIGNATURE).toEqual({ status: 'disable', config: { field: '', isCover: false, secretFree: false, password: '' } });
  });

  it.each<[string, SignatureState, SignatureEvent, SignatureStatus | null]>([
    ['start from disable', at('disable', ''), { type: 'start', config: config('sign1') }, 'start'],
    ['start again after success', at('success'), { type: 'start', config: config('sign2') }, 'start'],
    ['start again after fail', at('fail'), { type: 'start', config: config('sign1') }, 'start'],
    [
      'the same field restarts while starting (the password typed)',
      at('start'),
      { type: 'start', config: config('sign1', { password: 'x' }) },
      'start',
    ],
    ['request from start', at('start'), { type: 'request' }, 'ing'],
    ['success from ing', at('ing'), { type: 'result', ok: true }, 'success'],
    ['fail from ing', at('ing'), { type: 'result', ok: false }, 'fail'],
    ['reset from ing', at('ing'), { type: 'reset' }, 'disable'],
    ['reset from success', at('success'), { type: 'reset' }, 'disable'],
    ['no request without a start', at('disable', ''), { type: 'request' }, null],
    ['no result without a request', at('start'), { type: 'result', ok: true }, null],
    ['no second request', at('ing'), { type: 'request' }, null],
    ['no start without a field', at('disable', ''), { type: 'start', config: config('') }, null],
  ])('%s', (_what, state, event, next) => {
    const step = signatureStep(state, event);
    if (next === null) {
      expect(step.refusal).toBe('outOfTurn');
      expect(step.state).toBe(state);
    } else {
      expect(step.refusal).toBeNull();
      expect(step.state.status).toBe(next);
    }
  });

  it('keeps the config a signing started with, and reset restores the empty one', () => {
    const started = signatureStep(INITIAL_SIGNATURE, { type: 'start', config: config('sign1', { isCover: true, password: 'Seal@2026' }) });
    expect(started.state.config).toEqual({ field: 'sign1', isCover: true, secretFree: false, password: 'Seal@2026' });
    const ing = signatureStep(started.state, { type: 'request' }).state;
    expect(ing.config).toBe(started.state.config);
    expect(signatureStep(ing, { type: 'reset' }).state).toEqual({ status: 'disable', config: EMPTY_CONFIG });
  });

  it.each<[SignatureStatus, string, 'noSignature' | 'busy' | null]>([
    ['start', 'sign2', 'noSignature'],
    ['ing', 'sign2', 'noSignature'],
    ['ing', 'sign1', 'busy'],
    ['success', 'sign2', null],
    ['fail', 'sign2', null],
  ])('a start for %s of sign1 asked by %s is refused with %s', (status, field, refusal) => {
    const step = signatureStep(at(status), { type: 'start', config: config(field) });
    expect(step.refusal).toBe(refusal);
    if (refusal) expect(step.state.config.field).toBe('sign1');
    else expect(step.state).toEqual({ status: 'start', config: config(field) });
  });
});

describe('signature entries (spec 02 §3)', () => {
  // 01:07:03 UTC: the entry holds China time (UTC+8), as the server stamps it, whatever the browser's zone
  const when = new Date(Date.UTC(2026, 2, 5, 1, 7, 3));
  const linas = { index: 1, userId: 'u-lina', name: '李娜', signature: 'f-lina', createTime: '2026-03-04:10:00:00' };

  it('formats the signing time as YYYY-MM-DD:HH:mm:ss in China time', () => {
    expect(signTime(when)).toBe('2026-03-05:09:07:03');
  });

  it.each<[string, unknown, number]>([
    ['JSON text of a list', JSON.stringify([linas]), 1],
    ['the list itself', [linas], 1],
    ['empty text', '', 0],
    ['null', null, 0],
    ['broken JSON', '[{"userId":', 0],
    ['an object', '{"userId":"u-lina"}', 0],
    ['items without a signer', '[{"name":"x"},42,null]', 0],
  ])('reads %s', (_what, value, count) => {
    expect(parseSignatures(value)).toHaveLength(count);
  });

  it('keeps an entry without a file (shown as one), with an index and time read leniently', () => {
    expect(parseSignatures('[{"userId":"u-x","name":"X"}]')).toEqual([
      { index: 1, userId: 'u-x', name: 'X', signature: '', createTime: '' },
    ]);
  });

  it('appends a new signer with the next index', () => {
    const next = placeSignature([linas], { userId: 'u-zhangwei', name: '张伟' }, { fileId: 'f-new' }, false, when);
    expect(next).toEqual([linas, { index: 2, userId: 'u-zhangwei', name: '张伟', signature: 'f-new', createTime: '2026-03-05:09:07:03' }]);
  });

  it('replaces the signer own entry in place when appending (one entry per user)', () => {
    const zhangweis = { index: 2, userId: 'u-zhangwei', name: '张伟', signature: 'f-old', createTime: '2026-03-04:11:00:00' };
    const next = placeSignature([linas, zhangweis], { userId: 'u-zhangwei', name: '张伟' }, { fileId: 'f-new' }, false, when);
    expect(next).toEqual([linas, { ...zhangweis, signature: 'f-new', createTime: '2026-03-05:09:07:03' }]);
  });

  it('covers: the new entry replaces them all', () => {
    const next = placeSignature([linas], { userId: 'u-zhangwei', name: '张伟' }, { fileId: 'f-new' }, true, when);
    expect(next).toEqual([{ index: 1, userId: 'u-zhangwei', name: '张伟', signature: 'f-new', createTime: '2026-03-05:09:07:03' }]);
  });

  it('writes JSON text that reads back the same, and takes a signer back', () => {
    const list = placeSignature([linas], { userId: 'u-zhangwei', name: '张伟' }, { fileId: 'f-new' }, false, when);
    expect(parseSignatures(serializeSignatures(list))).toEqual(list);
    expect(withoutSigner(list, 'u-zhangwei')).toEqual([linas]);
  });

  it("carries a seal's grant in the signer's entry until the form is sent (the server uses it up)", () => {
    const list = placeSignature([linas], { userId: 'u-zhangwei', name: '张伟' }, { fileId: 'f-seal', grant: 'g-1' }, false, when);
    expect(list[1]).toEqual({
      index: 2,
      userId: 'u-zhangwei',
      name: '张伟',
      signature: 'f-seal',
      createTime: '2026-03-05:09:07:03',
      grant: 'g-1',
    });
    expect(parseSignatures(serializeSignatures(list))).toEqual(list);
    // signing again with a drawn picture drops it
    expect(placeSignature(list, { userId: 'u-zhangwei', name: '张伟' }, { fileId: 'f-drawn' }, false, when)[1]).not.toHaveProperty('grant');
  });

  it('defaults the field settings to append and with password', () => {
    expect(fieldSettings(undefined)).toEqual({ isCover: false, secretFree: false });
    expect(fieldSettings({ isCover: true })).toEqual({ isCover: true, secretFree: false });
  });
});
