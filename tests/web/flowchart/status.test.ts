import { describe, expect, it } from 'vitest';
import { KNOWN_STATUSES, TONE_COLOURS, describeStatus, startEventState } from '@/features/flowchart/model/status';
import { EDGE_COLOURS, edgeState } from '@/features/flowchart/model/edges';
import zh from '../../../locales/zh-CN/flowchart.json';
import en from '../../../locales/en-US/flowchart.json';
import id from '../../../locales/id/flowchart.json';

describe('node status -> tone and label (spec 02 §4)', () => {
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
    ['start', 'primary', 'Submitted'],
    ['reSubmit', 'primary', 'Resubmitted'],
    ['skip', 'primary', 'Skipped'],
    ['end', 'primary', 'Done'],
  ])('%s is %s and reads "%s"', (status, tone, english) => {
    const d = describeStatus(status);
    expect(d.tone).toBe(tone);
    expect(d.known).toBe(true);
    const [group, key] = d.label.split('.');
    expect((en as unknown as Record<string, Record<string, string>>)[group][key]).toBe(english);
  });

  it('tones have the status icon colours: red, orange, green, blue', () => {
    expect(TONE_COLOURS.error.stroke).toBe('#f5222d');
    expect(TONE_COLOURS.warning.stroke).toBe('#fa8c16');
    expect(TONE_COLOURS.success.stroke).toBe('#52c41a');
    expect(TONE_COLOURS.primary.stroke).toBe('#1677ff');
  });

  it.each([
    [null, 'default', 'status.none'],
    [undefined, 'default', 'status.none'],
    ['somethingNew', 'default', 'status.unknown'],
  ])('%s is shown neutrally as %s', (status, tone, label) => {
    expect(describeStatus(status)).toMatchObject({ tone, label });
  });

  it('every status has a label in all three languages', () => {
    for (const s of [...KNOWN_STATUSES, 'none', 'unknown']) {
      for (const dict of [zh, en, id]) expect((dict.status as Record<string, string>)[s], s).toBeTruthy();
    }
  });

  it.each([
    [null, 'none'],
    ['start', 'started'],
    ['agree', 'started'],
    ['end', 'ended'],
  ])('a start event with status %s is %s', (status, state) => {
    expect(startEventState(status)).toBe(state);
  });
});

describe('edge rule (spec 02 §4)', () => {
  const flow = { id: 'f', source: 'a', target: 'b' };
  const set = (...ids: string[]) => new Set(ids);
  it.each([
    ['both ends reached', set('a', 'b'), set(), set(), 'going'],
    ['only the source reached', set('a'), set(), set(), 'default'],
    ['only the target reached', set('b'), set(), set(), 'default'],
    ['nothing reached', set(), set(), set(), 'default'],
    ['reached source, predicted target', set('a'), set('b'), set(), 'predicted'],
    ['predicted source and target', set(), set('a', 'b'), set(), 'predicted'],
    ['predicted target, source not on the way', set(), set('b'), set(), 'default'],
    ['named predicted by the server', set(), set(), set('f'), 'predicted'],
    ['both reached wins over predicted', set('a', 'b'), set('b'), set('f'), 'going'],
  ])('%s -> %s', (_name, reached, predictedNodes, predictedFlows, expected) => {
    expect(edgeState(flow, { reached, predictedNodes, predictedFlows })).toBe(expected);
  });

  it('looks: default grey, going blue, predicted purple', () => {
    expect(EDGE_COLOURS).toEqual({ default: '#8c8c8c', going: '#1677ff', predicted: '#722ed1' });
  });
});
