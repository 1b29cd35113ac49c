import yazl from 'yazl';
import { humanSize } from '../files/index.js';
import { badRequest } from '../lib/errors.js';
import { readZipParts, ZipRefused, type Parts } from '../lib/zip-parts.js';

export type { Parts } from '../lib/zip-parts.js';

/** Office documents are zips of parts, measured before any part is inflated (lib/zip-parts.ts). */
export const PACKAGE_LIMITS = {
  parts: 2000,
  bytes: 100 * 1024 * 1024,
  /** the largest compression ratio of a part bigger than `ratioFrom` (real XML and pictures stay far below) */
  ratio: 200,
  ratioFrom: 1024 * 1024,
};

/** A document refused before it is opened; `key` and `params` make the caller's message (print.*). */
export class DocumentRefused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
  }
}

/** The refusal as the caller's 400 answer. */
export const refusal = (err: DocumentRefused) => badRequest(err.key, err.params);

/**
 * The parts of an Office document, measured first; null when the bytes are not a zip at all (a .doc, .rtf,
 * text). A zip that cannot be read, or whose parts do not match its directory, is refused.
 */
export async function readParts(bytes: Buffer): Promise<Parts | null> {
  try {
    return await readZipParts(bytes, PACKAGE_LIMITS);
  } catch (err) {
    if (!(err instanceof ZipRefused)) throw err;
    const r = err.refusal;
    switch (r.reason) {
      case 'tooManyParts':
        throw new DocumentRefused('print.documentTooManyParts', { count: r.count, max: r.max });
      case 'compressed':
        throw new DocumentRefused('print.documentCompressed', { ratio: r.ratio, max: r.max });
      case 'tooLarge':
        throw new DocumentRefused('print.documentTooLarge', { size: humanSize(r.size), max: humanSize(r.max) });
      default:
        throw new DocumentRefused('print.documentUnreadable');
    }
  }
}

/** Measures a document without keeping its parts (a template when it is saved). */
export async function measureDocument(bytes: Buffer): Promise<void> {
  await readParts(bytes);
}

/** The parts zipped again (an OpenDocument's mimetype first and stored, as the format asks). */
export function writeParts(parts: Parts): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date('1980-01-01T00:00:00Z');
  const names = [...parts.keys()].sort((a, b) => (a === 'mimetype' ? -1 : b === 'mimetype' ? 1 : 0));
  for (const name of names) zip.addBuffer(parts.get(name)!, name, { mtime, compress: name !== 'mimetype' });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
