import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ASSISTANT_CALLS as A, HANDBOOK_BASE } from '../../../contract/assistant.js';
import { currentUser } from '../lib/context.js';
import { mapLanguage, requestLang, type Lang } from '../lib/i18n.js';
import { perUser } from '../lib/rate-limit.js';
import { route } from '../lib/route.js';
import { requestTimeZone } from '../lib/time-zone.js';
import * as assistant from './service.js';

/** The handbook's language: ?lang, else P-LangId / Accept-Language. */
const langOf = (request: FastifyRequest, asked: string | undefined): Lang => (asked ? mapLanguage(asked) : requestLang(request));

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'public, max-age=300')
    .header('Vary', 'Accept-Language')
    .send(html);

/** The AI assistant's answer stream (contract/assistant.ts) and the handbook as public HTML pages. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  route(
    app,
    A.chatStream,
    async (request, reply) => {
      const abort = new AbortController();
      const events = await assistant.answerStream(db, config.llm, {
        userId: currentUser(request).id,
        question: request.body.question,
        lang: requestLang(request),
        timeZone: requestTimeZone(request) ?? config.printTimeZone,
        signal: abort.signal,
        logError: (err) => request.log.error({ err }, 'assistant language model failed'),
      });
      const closed = app.metrics.streamOpened('assistant');
      reply.raw.on('close', () => {
        closed();
        if (!reply.raw.writableFinished) abort.abort();
      });
      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-cache, no-transform')
        .header('X-Accel-Buffering', 'no')
        .send(Readable.from(events));
    },
    { config: { rateLimit: perUser(20) } },
  );

  route(app, A.handbookRoot, async (request, reply) => {
    const q = request.url.indexOf('?');
    return reply.redirect(HANDBOOK_BASE + (q >= 0 ? request.url.slice(q) : ''));
  });
  route(app, A.handbookIndex, async (request, reply) =>
    sendHtml(reply, 200, assistant.handbookIndexHtml(langOf(request, request.query.lang))),
  );
  route(app, A.handbookPage, async (request, reply) => {
    const { status, html } = assistant.handbookPageHtml(langOf(request, request.query.lang), request.params.page);
    return sendHtml(reply, status, html);
  });
}
