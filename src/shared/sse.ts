import { createParser } from 'eventsource-parser';

/** One server-sent event: its type (the `event:` field, "message" when absent) and data text. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental text/event-stream parser (eventsource-parser): feed it chunks as they arrive, in
 * any split, and it calls back once per complete event. Comment lines (heartbeats) are skipped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  const parser = createParser({
    onEvent: ({ event, data, id }) => onMessage({ event: event || 'message', data, ...(id !== undefined ? { id } : {}) }),
  });
  return (chunk) => parser.feed(chunk);
}

/** The wait before reconnect attempt n (0-based): 1 s doubling up to 30 s, with a little jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}
