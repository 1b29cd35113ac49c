import type { ServerConfig } from '../config.js';
import { t, type Lang } from '../lib/i18n.js';
import { CHAT_DONE } from '../../../contract/assistant.js';
import type { Retrieved } from './answer.js';
import { llmMessages, streamCompletion } from './llm.js';

/** One server-sent event carrying the whole answer so far (see contract/assistant.ts). */
export const frame = (answerSoFar: string) => `data: ${JSON.stringify({ dataContent: answerSoFar })}\n\n`;
const errorFrame = (message: string) => `event: error\ndata: ${JSON.stringify({ message })}\n\n`;
const DONE = `data: ${CHAT_DONE}\n\n`;

/** Cuts a text after sentence ends, line ends or about every 24 characters, never inside a word. */
export function pieces(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const long = i - start >= 24 && /[\s,，、]/.test(c);
    if (/[\n。！？.!?；;：:]/.test(c) || long || i === text.length - 1) {
      out.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  return out;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function* retrievalAnswer(answer: string): AsyncGenerator<string> {
  let soFar = '';
  for (const piece of pieces(answer)) {
    soFar += piece;
    yield frame(soFar);
    // let each piece leave the socket before the next one is built
    await nextTurn();
  }
}

/**
 * The answer stream: the language model's answer relayed chunk by chunk when one is configured,
 * otherwise the retrieval answer. A model that fails before saying anything is replaced by the
 * retrieval answer (and logged); one that fails half-way ends with an error event.
 */
export async function* answerEvents(opts: {
  retrieved: Retrieved;
  question: string;
  lang: Lang;
  llm?: ServerConfig['llm'];
  signal: AbortSignal;
  logError: (err: unknown) => void;
}): AsyncGenerator<string> {
  const { retrieved, question, lang, llm, signal } = opts;
  if (!llm) {
    yield* retrievalAnswer(retrieved.answer);
    yield DONE;
    return;
  }
  let soFar = '';
  try {
    for await (const delta of streamCompletion(llm, llmMessages(retrieved, question, lang), signal)) {
      soFar += delta;
      yield frame(soFar);
    }
  } catch (err) {
    if (signal.aborted) return;
    opts.logError(err);
    if (soFar) {
      yield errorFrame(t(lang, 'assistant.stream.failed'));
      yield DONE;
      return;
    }
  }
  if (!soFar) yield* retrievalAnswer(retrieved.answer);
  yield DONE;
}
