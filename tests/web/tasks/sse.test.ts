import { describe, expect, it } from 'vitest';
import { backoffDelay, createSseParser, type SseMessage } from '@/shared/sse';

function parseAll(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const feed = createSseParser((m) => out.push(m));
  chunks.forEach(feed);
  return out;
}

describe('createSseParser', () => {
  it('parses events split anywhere across chunks and skips heartbeats', () => {
    const text = ': heartbeat\n\nevent: task.changed\ndata: {"type":"task.changed"}\n\ndata: a\ndata: b\n\n';
    const whole = parseAll([text]);
    expect(whole).toEqual([
      { event: 'task.changed', data: '{"type":"task.changed"}' },
      { event: 'message', data: 'a\nb' },
    ]);
    for (let i = 1; i < text.length; i++) expect(parseAll([text.slice(0, i), text.slice(i)])).toEqual(whole);
  });

  it('accepts CRLF line ends, even when a chunk ends between CR and LF', () => {
    expect(parseAll(['data: x\r', '\n\r\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps the last event id', () => {
    expect(parseAll(['id: 7\ndata: y\n\n'])).toEqual([{ event: 'message', data: 'y', id: '7' }]);
  });
});

describe('backoffDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [3, 8000],
    [10, 30000],
  ])('attempt %i waits about %i ms', (attempt, ms) => {
    expect(backoffDelay(attempt, () => 0.5)).toBe(ms);
    expect(backoffDelay(attempt, () => 0)).toBe(ms * 0.8);
  });
});
