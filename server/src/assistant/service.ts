import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { badRequest } from '../lib/errors.js';
import type { Lang } from '../lib/i18n.js';
import { retrieve } from './answer.js';
import { answerEvents } from './stream.js';

export { handbookIndexHtml, handbookPageHtml } from './handbook-pages.js';

/**
 * The answer to a question as server-sent event frames. Retrieval runs before the stream starts, so its failures
 * (and an empty question) are ordinary JSON errors; the stream itself ends with [DONE].
 */
export async function answerStream(
  db: Database,
  llm: ServerConfig['llm'],
  ask: { userId: string; question: string; lang: Lang; timeZone: string; signal: AbortSignal; logError: (err: unknown) => void },
): Promise<AsyncGenerator<string>> {
  const question = ask.question.trim();
  if (!question) throw badRequest('assistant.answer.empty');
  const retrieved = await retrieve(db, ask.userId, question, ask.lang, ask.timeZone);
  return answerEvents({ retrieved, question, lang: ask.lang, llm, signal: ask.signal, logError: ask.logError });
}
