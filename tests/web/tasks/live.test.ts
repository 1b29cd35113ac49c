import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStream, RECONNECTED_EVENT, type LiveEvent } from '@/shared/live';

const encoder = new TextEncoder();

/** A fetch whose answers are streams the test writes into. */
function fakeFetch() {
  const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const impl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const body = new ReadableStream<Uint8Array>({ start: (c) => void streams.push(c) });
    init?.signal?.addEventListener('abort', () => {
      try {
        streams[streams.length - 1]?.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // already closed
      }
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  const write = (text: string) => streams[streams.length - 1].enqueue(encoder.encode(text));
  const end = () => streams[streams.length - 1].close();
  return { impl: impl as unknown as typeof fetch, calls, write, end, count: () => impl.mock.calls.length };
}

describe('LiveStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one connection with the auth headers and hands parsed events to every subscriber', async () => {
    const f = fakeFetch();
    const stream = new LiveStream({ url: 'http://x/stream', fetchImpl: f.impl, headers: () => ({ 'P-Auth': 't', 'P-RToken': 'r' }) });
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const offA = stream.subscribe((e) => a.push(e));
    const offB = stream.subscribe((e) => b.push(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(f.count()).toBe(1);
    expect(f.calls[0].headers).toMatchObject({ 'P-Auth': 't', 'P-RToken': 'r', Accept: 'text/event-stream' });
    f.write(': ping\n\nevent: task.changed\ndata: {"type":"task.changed","data":{"instId":"i1"}}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(a).toEqual([{ type: 'task.changed', data: { instId: 'i1' } }]);
    expect(b).toEqual(a);
    offA();
    offB();
    expect(stream.connected).toBe(false);
  });

  it('reconnects with backoff after the stream ends and tells subscribers it came back', async () => {
    const f = fakeFetch();
    const stream = new LiveStream({ url: 'http://x/stream', fetchImpl: f.impl, headers: () => ({ 'P-Auth': 't' }), random: () => 0.5 });
    const seen: string[] = [];
    const off = stream.subscribe((e) => seen.push(e.type));
    await vi.advanceTimersByTimeAsync(0);
    f.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(0);
    f.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(f.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.count()).toBe(2);
    f.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([RECONNECTED_EVENT]);
    off();
  });

  it('waits longer after each failed attempt and does not connect without a session', async () => {
    const failing = vi.fn(async () => new Response('no', { status: 502 })) as unknown as typeof fetch;
    const stream = new LiveStream({ url: 'http://x/stream', fetchImpl: failing, headers: () => ({ 'P-Auth': 't' }), random: () => 0.5 });
    const off = stream.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(failing).toHaveBeenCalledTimes(3);
    off();

    const never = vi.fn() as unknown as typeof fetch;
    const signedOut = new LiveStream({ url: 'http://x/stream', fetchImpl: never, headers: () => ({}) });
    const off2 = signedOut.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(5000);
    expect(never).not.toHaveBeenCalled();
    off2();
  });
});
