/**
 * The parent-frame handshake (spec 01 §1, §9): inside a frame the widget asks its parent every
 * 200 ms whether to show the assistant; the parent answers `{type: 'aiAssistant.flag', show}`.
 * Answers count only from the parent window itself and from our origin or an allow-listed one.
 */
export const PROBE_INTERVAL_MS = 200;
export const PROBE_MESSAGE = { type: 'aiAssistant.probe' } as const;
export const FLAG_MESSAGE_TYPE = 'aiAssistant.flag';

/** The parent's verdict in a message, or null when the message is not an answer. */
export function parseParentFlag(data: unknown): boolean | null {
  if (!data || typeof data !== 'object') return null;
  const { type, show } = data as { type?: unknown; show?: unknown };
  if (type !== FLAG_MESSAGE_TYPE) return null;
  if (typeof show === 'boolean') return show;
  if (show === 'true' || show === 1 || show === '1') return true;
  if (show === 'false' || show === 0 || show === '0') return false;
  return null;
}

export function isTrustedOrigin(origin: string, ownOrigin: string, allowed: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  return origin === ownOrigin || allowed.includes(origin);
}
