/** One server-sent event: its type (the `event:` field, "message" when absent) and data text. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental text/event-stream parser: feed it chunks as they arrive, in any split, and it
 * calls back once per complete event. Comment lines (heartbeats, ':' first) are skipped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length) onMessage({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  return (chunk: string) => {
    buffer += chunk;
    let index: number;
    while ((index = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const text = buffer.slice(0, index);
      const sepLength = buffer.startsWith('\r\n', index) ? 2 : 1;
      // a lone '\r' at the very end may be the first half of '\r\n': wait for the next chunk
      if (buffer[index] === '\r' && index === buffer.length - 1) break;
      buffer = buffer.slice(index + sepLength);
      line(text);
    }
  };
}

/** The wait before reconnect attempt n (0-based): 1 s doubling up to 30 s, with a little jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}
