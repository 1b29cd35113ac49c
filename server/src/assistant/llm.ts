import type { ServerConfig } from '../config.js';
import { t as text, type Lang } from '../lib/i18n.js';
import type { Retrieved } from './answer.js';

type LlmConfig = NonNullable<ServerConfig['llm']>;
const TIMEOUT_MS = 60_000;

/** The chat messages for an OpenAI-compatible model: instructions, the retrieved material, the question. */
export function llmMessages(retrieved: Retrieved, question: string, lang: Lang) {
  const t = (key: string) => text(lang, `assistant.${key}`);
  const parts: string[] = [];
  if (retrieved.handbook.length) {
    parts.push(`## ${t('llm.handbook')}`);
    for (const p of retrieved.handbook) parts.push(`### ${p.page.title} › ${p.section.title}\n${p.text}`);
  }
  if (retrieved.userData) parts.push(`## ${t('llm.userData')}\n${retrieved.userData}`);
  return [
    { role: 'system' as const, content: `${t('llm.system')}\n\n${parts.join('\n\n') || '-'}` },
    { role: 'user' as const, content: question },
  ];
}

/**
 * Streams the model's answer as text deltas (chat completions with stream: true, server-sent
 * events of `choices[0].delta.content`). Throws when the endpoint fails or answers garbage.
 */
export async function* streamCompletion(
  config: LlmConfig,
  messages: ReturnType<typeof llmMessages>,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
  });
  if (!res.ok || !res.body) throw new Error(`language model answered HTTP ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
      const piece = parsed.choices?.[0]?.delta?.content;
      if (piece) yield piece;
    }
  }
}
