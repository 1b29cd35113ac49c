/** Form values passed to /external/approvalForm in the query parameter formData. */
export type ExternalFormData = Record<string, unknown>;

function base64ToUtf8(input: string): string {
  // the query may carry the URL-safe alphabet, spaces where '+' was, and no padding
  let b64 = input.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (b64.length % 4) b64 += '='.repeat(4 - (b64.length % 4));
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/**
 * Decodes formData (spec 02 §5): base64 of JSON, where whatever follows the last closing brace
 * (padding noise, a trailing parameter glued on by the caller) is cut away. Answers undefined for
 * anything that is not a JSON object, so a broken link opens an empty form rather than failing.
 */
export function parseFormDataParam(raw: string | null | undefined): ExternalFormData | undefined {
  if (!raw) return undefined;
  let text: string;
  try {
    const decoded = raw.includes('%') ? decodeURIComponent(raw) : raw;
    text = decoded.trimStart().startsWith('{') ? decoded : base64ToUtf8(decoded);
  } catch {
    return undefined;
  }
  const end = text.lastIndexOf('}');
  if (end < 0) return undefined;
  try {
    const value: unknown = JSON.parse(text.slice(0, end + 1));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ExternalFormData) : undefined;
  } catch {
    return undefined;
  }
}
