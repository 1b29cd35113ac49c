import type { ChatChunk, ChatError } from '@contract/assistant';
import { CHAT_DONE, CHAT_PROMPT, CHAT_STREAM_PATH } from '@contract/assistant-constants';
import { createSseParser } from '@/shared/sse';
import { authHeaders } from './http';

/** POST /assistant/v1/chat/stream (ASSISTANT_CALLS.chatStream): answers as text/event-stream. */
export { CHAT_STREAM_PATH };

export class ChatStreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

export interface ChatStreamOptions {
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Asks the assistant and calls `onAnswer` with the whole answer so far for every chunk (the
 * server sends cumulative chunks carrying `dataContent`). Resolves when the stream ends; rejects
 * on an HTTP failure, an `event: error` from the server or a broken connection.
 */
export async function streamChat(question: string, onAnswer: (answer: string) => void, options: ChatStreamOptions = {}): Promise<void> {
  const doFetch = options.fetchImpl ?? fetch;
  const response = await doFetch(CHAT_STREAM_PATH, {
    method: 'POST',
    headers: { ...authHeaders(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ question, prompt: CHAT_PROMPT }),
    signal: options.signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) {
    const message = await response
      .json()
      .then((b: { message?: string }) => b.message ?? '')
      .catch(() => '');
    throw new ChatStreamError(message, response.status);
  }

  let failure: ChatStreamError | null = null;
  let finished = false;
  const feed = createSseParser(({ event, data }) => {
    if (finished) return;
    if (data === CHAT_DONE) {
      finished = true;
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (event === 'error') {
      failure = new ChatStreamError((parsed as Partial<ChatError>).message ?? '');
      return;
    }
    const content = (parsed as Partial<ChatChunk>).dataContent;
    if (typeof content === 'string') onAnswer(content);
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!finished) {
      const { value, done } = await reader.read();
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
    }
    feed(decoder.decode());
    feed('\n\n');
  } finally {
    if (finished) await reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
}
