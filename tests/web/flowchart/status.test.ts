import { describe, expect, it } from 'vitest';
import { startEventState } from '@/features/flowchart/model/status';
import { EDGE_COLOURS, edgeState } from '@/features/flowchart/model/edges';

describe('start event state (spec 02 §4)', () => {
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
