import { Type, type Static } from 'typebox';

import { CHAT_STREAM_PATH, HANDBOOK_BASE } from './assistant-constants.js';
import { call } from './call.js';

export { CHAT_DONE, CHAT_PROMPT, CHAT_STREAM_PATH, HANDBOOK_BASE } from './assistant-constants.js';

/**
 * The AI assistant: POST /assistant/v1/chat/stream (signed in; P-Auth and P-RToken headers).
 *
 * The answer is a `text/event-stream`. Each event is one line `data: <JSON>` and a blank line:
 *
 *   data: {"dataContent": "<the WHOLE answer so far>"}
 *
 * Chunks are cumulative, not deltas: every chunk holds the complete answer up to now, so the
 * portal simply replaces the shown answer with the latest chunk (spec 01 §4 "the answer is then
 * replaced as the stream continues"), and a lost or merged chunk never garbles the text.
 * The stream ends with
 *
 *   data: [DONE]
 *
 * A failure after the stream has started (e.g. the language model stops answering) is sent as
 * `event: error` with `data: {"message": "<text in the caller's language>"}`, then `data: [DONE]`.
 * Failures before it starts (not signed in, invalid body, too many questions) are the usual JSON
 * `{state: false, code, message}` answers with their HTTP status.
 *
 * Answers come from retrieval: the portal handbook (server/src/assistant/handbook/<lang>) and the
 * caller's own tasks and processes; nothing is invented. With an OpenAI-compatible model
 * configured (LLM_BASE_URL), the retrieved passages and the question go to it and its streamed
 * answer is relayed the same way.
 */
export const ChatBody = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: 2000 }),
    prompt: Type.Literal('bpmassistant'),
  },
  { additionalProperties: false },
);
export type ChatBody = Static<typeof ChatBody>;

export const ChatChunk = Type.Object({ dataContent: Type.String() });
export type ChatChunk = Static<typeof ChatChunk>;
export const ChatError = Type.Object({ message: Type.String() });
export type ChatError = Static<typeof ChatError>;

/** The data line that ends every answer stream. */

/**
 * The handbook pages are served as HTML, public, at /portal/handbook/ (index) and
 * /portal/handbook/<page>, in the language of ?lang=zh-CN|en-US|id, else Accept-Language.
 */
export const HandbookQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16 })) });
/** An unknown page answers a 404 page in the same language. */
export const HandbookParams = Type.Object({ page: Type.String({ maxLength: 200 }) });

/** The assistant's calls; every answer is raw (an event stream, HTML pages, a redirect). */
export const ASSISTANT_CALLS = {
  chatStream: call({ method: 'POST', path: CHAT_STREAM_PATH, body: ChatBody }),
  /** /portal/handbook without the slash: redirected to the index, query kept. */
  handbookRoot: call({ method: 'GET', path: HANDBOOK_BASE.slice(0, -1), public: true }),
  handbookIndex: call({ method: 'GET', path: HANDBOOK_BASE, query: HandbookQuery, public: true }),
  handbookPage: call({ method: 'GET', path: `${HANDBOOK_BASE}:page`, query: HandbookQuery, params: HandbookParams, public: true }),
};
