import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChatBody } from '../../../contract/assistant.js';
import { currentUser } from '../lib/context.js';
import { badRequest } from '../lib/errors.js';
import { requestLang } from '../lib/i18n.js';
import { perUser } from '../menus/rate-limit.js';
import { retrieve } from './answer.js';
import handbookRoutes from './handbook-routes.js';
import { answerEvents } from './stream.js';

/** The AI assistant's answer stream (contract/assistant.ts) and the handbook pages. */
export default async function routes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app.deps;

  app.post('/assistant/v1/chat/stream', { schema: { body: ChatBody }, config: { rateLimit: perUser(20) } }, async (request, reply) => {
    const user = currentUser(request);
    const lang = requestLang(request);
    const question = request.body.question.trim();
    if (!question) throw badRequest('assistant.answer.empty');
    // retrieval runs before the stream starts, so its failures are ordinary JSON errors
    const retrieved = await retrieve(db, user.id, question, lang);
    const abort = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const body = Readable.from(
      answerEvents({
        retrieved,
        question,
        lang,
        llm: config.llm,
        signal: abort.signal,
        logError: (err) => request.log.error({ err }, 'assistant language model failed'),
      }),
    );
    return reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-cache, no-transform')
      .header('X-Accel-Buffering', 'no')
      .send(body);
  });

  await app.register(handbookRoutes);
}
