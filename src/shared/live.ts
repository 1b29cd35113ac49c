import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@contract/workflow';
import { EVENT_CALLS } from '@contract/workflow-shared';
import { authHeaders } from '@/api/http';
import { backoffDelay, createSseParser } from './sse';

export type { LiveEvent };

/** Sent to listeners after the stream came back from a break: changes may have been missed. */
export const RECONNECTED_EVENT = 'live.reconnected';

type Listener = (event: LiveEvent) => void;

export interface LiveStreamOptions {
  url?: string;
  fetchImpl?: typeof fetch;
  headers?: () => Record<string, string>;
  random?: () => number;
}

/**
 * The one live-update stream of the page (GET /runtime/events/v1/stream). It is read with fetch
 * streaming, not EventSource, because the server wants the P-Auth headers. One connection serves
 * every subscriber; it opens with the first and closes with the last, and reconnects with backoff.
 */
export class LiveStream {
  private readonly listeners = new Set<Listener>();
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private broken = false;

  constructor(private readonly options: LiveStreamOptions = {}) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  get connected(): boolean {
    return this.controller !== null;
  }

  private emit(event: LiveEvent) {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error('[live] listener failed', error);
      }
    }
  }

  private open() {
    clearTimeout(this.timer);
    const controller = new AbortController();
    this.controller = controller;
    void this.read(controller).then(
      () => this.retry(controller),
      () => this.retry(controller),
    );
  }

  private async read(controller: AbortController) {
    const headers = (this.options.headers ?? authHeaders)();
    // without a session the server would only answer 402: wait for the sign-in instead
    if (!headers['P-Auth']) return;
    const doFetch = this.options.fetchImpl ?? fetch;
    const url = this.options.url ?? new URL(EVENT_CALLS.stream.path, window.location.origin).toString();
    const response = await doFetch(url, {
      headers: { ...headers, Accept: 'text/event-stream' },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const feed = createSseParser((message) => {
      let event: LiveEvent;
      try {
        const parsed = JSON.parse(message.data) as Partial<LiveEvent>;
        event = { type: parsed.type ?? message.event, ...(parsed.data ? { data: parsed.data } : {}) };
      } catch {
        return;
      }
      this.emit(event);
    });
    let first = true;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      if (first) {
        first = false;
        this.attempt = 0;
        if (this.broken) {
          this.broken = false;
          this.emit({ type: RECONNECTED_EVENT });
        }
      }
      feed(decoder.decode(value, { stream: true }));
    }
  }

  private retry(controller: AbortController) {
    if (this.controller !== controller || controller.signal.aborted) return;
    this.controller = null;
    this.broken = true;
    const delay = backoffDelay(this.attempt++, this.options.random);
    this.timer = setTimeout(() => {
      if (this.listeners.size > 0) this.open();
    }, delay);
  }

  private close() {
    clearTimeout(this.timer);
    this.controller?.abort();
    this.controller = null;
    this.attempt = 0;
    this.broken = false;
  }
}

export const liveStream = new LiveStream();

/**
 * Calls `onEvent` for each live event whose type starts with one of `prefixes` (all when none),
 * and for the reconnect notice, while the component is mounted.
 */
export function useLiveEvents(
  onEvent: (event: LiveEvent) => void,
  prefixes: readonly string[] = [],
  stream: LiveStream = liveStream,
): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const key = prefixes.join('|');
  useEffect(() => {
    const wanted = key ? key.split('|') : [];
    return stream.subscribe((event) => {
      if (event.type === RECONNECTED_EVENT || wanted.length === 0 || wanted.some((p) => event.type.startsWith(p))) latest.current(event);
    });
  }, [key, stream]);
}
