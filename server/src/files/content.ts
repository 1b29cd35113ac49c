import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** Types a browser may show inside our origin: pictures, PDF and plain text, nothing that runs. */
const INLINE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/avif',
  'application/pdf',
  'text/plain; charset=utf-8',
]);
/** Shown by the online preview as they are (PDF viewer, image). */
const PREVIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/avif']);
const TEXT_EXT = new Set(['txt', 'csv', 'log', 'md', 'json', 'tsv', 'ini', 'yaml', 'yml']);
const ACTIVE_EXT: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  xhtml: 'application/xhtml+xml',
  svg: 'image/svg+xml',
  xml: 'application/xml',
};
export const DEFAULT_TYPE = 'application/octet-stream';

/** A name safe to show and to put in a header: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = path.posix.basename((name ?? '').replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const chars = [...(clean || 'file')];
  return chars.length > 200 ? chars.slice(0, 200).join('') : chars.join('');
}

export const extOf = (name: string): string => {
  const ext = path.extname(name).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
};

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.length >= 4100 ? head.subarray(0, 4000) : head);
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored type: what the bytes say (file-type), else plain text for text files with a text
 * name, else the type of markup that must never be shown inline (so it is sent as an attachment),
 * else the safe default. The browser's claimed type is never trusted.
 */
export async function sniffContentType(head: Buffer, ext: string): Promise<string> {
  const sniffed = await fileTypeFromBuffer(head).catch(() => undefined);
  if (sniffed) return sniffed.mime;
  if (ACTIVE_EXT[ext]) return ACTIVE_EXT[ext];
  if (TEXT_EXT.has(ext) && looksLikeText(head)) return 'text/plain; charset=utf-8';
  return DEFAULT_TYPE;
}

export const isInline = (contentType: string): boolean => INLINE.has(contentType);
export const isPreviewable = (contentType: string): boolean => PREVIEWABLE.has(contentType);

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name, so Chinese names survive. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function humanSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
