import { delay } from 'msw';
import { ASSISTANT_CALLS as A, type ChatBody } from '@contract/assistant';
import { answer } from '../call';
import { fail } from '../envelope';

export type ChatScript = Array<{ data: string; event?: string } | { wait: number } | { waitFor: Promise<void> }>;

/** The SSE text of events. */
function frame(e: { data: string; event?: string }): string {
  return `${e.event ? `event: ${e.event}\n` : ''}data: ${e.data}\n\n`;
}

/** Cumulative answer chunks, as the server sends them, ended by [DONE]. */
export function answerScript(...answers: string[]): ChatScript {
  return [...answers.map((a) => ({ data: JSON.stringify({ dataContent: a }) })), { data: '[DONE]' }];
}

/**
 * POST /assistant/v1/chat/stream playing `script` as a text/event-stream; the request bodies and
 * headers are recorded. `{waitFor}` holds the stream until the promise settles, so a test can
 * look at the pending state.
 */
export function chatStreamHandler(script: ChatScript, received: Array<{ body: ChatBody; headers: Headers }> = []) {
  return answer(A.chatStream, ({ body, request }) => {
    received.push({ body, headers: request.headers });
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const step of script) {
          if ('wait' in step) await delay(step.wait);
          else if ('waitFor' in step) await step.waitFor;
          else controller.enqueue(encoder.encode(frame(step)));
        }
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
  });
}

/** The chat call refused before the stream starts (e.g. 429 too many questions). */
export function chatRefusedHandler(status = 429, message = 'Too many questions') {
  return answer(A.chatStream, () => fail(status, message));
}
