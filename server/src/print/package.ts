import yauzl from 'yauzl';
import yazl from 'yazl';
import { humanSize } from '../files/index.js';
import { badRequest } from '../lib/errors.js';

/**
 * Office documents are zips (OOXML, OpenDocument) of parts. A document from outside is measured from its
 * central directory before any part is inflated: the number of parts, their total unpacked size and how
 * much a large part is compressed (a 300 MB part packed into 310 KB is a bomb, not a form). yauzl checks
 * that each part inflates to exactly the size the directory declares, so a lying directory inflates no more.
 */

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

/** The parts of a zip by name, in their order. */
export type Parts = Map<string, Buffer>;

const isZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;

const open = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );

/** The entries of the central directory (nothing inflated yet). */
function entries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      list.push(e);
      if (list.length > PACKAGE_LIMITS.parts) {
        zip.close();
        reject(new DocumentRefused('print.documentTooManyParts', { count: zip.entryCount, max: PACKAGE_LIMITS.parts }));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(list));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Refuses what the directory says is too much; the sizes are the declared ones, checked again when inflating. */
function measure(list: yauzl.Entry[]): void {
  let total = 0;
  for (const e of list) {
    if (e.isEncrypted()) throw new DocumentRefused('print.documentUnreadable');
    total += e.uncompressedSize;
    const ratio = e.uncompressedSize / Math.max(1, e.compressedSize);
    if (e.uncompressedSize > PACKAGE_LIMITS.ratioFrom && ratio > PACKAGE_LIMITS.ratio)
      throw new DocumentRefused('print.documentCompressed', { ratio: Math.round(ratio), max: PACKAGE_LIMITS.ratio });
  }
  if (total > PACKAGE_LIMITS.bytes)
    throw new DocumentRefused('print.documentTooLarge', { size: humanSize(total), max: humanSize(PACKAGE_LIMITS.bytes) });
}

function inflate(zip: yauzl.ZipFile, e: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(e, (err, stream) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    }),
  );
}

/**
 * The parts of an Office document, measured first; null when the bytes are not a zip at all (a .doc, .rtf,
 * text). A zip that cannot be read, or whose parts do not match its directory, is refused.
 */
export async function readParts(bytes: Buffer): Promise<Parts | null> {
  if (!isZip(bytes)) return null;
  let zip: yauzl.ZipFile;
  try {
    zip = await open(bytes);
  } catch {
    throw new DocumentRefused('print.documentUnreadable');
  }
  try {
    if (zip.entryCount > PACKAGE_LIMITS.parts)
      throw new DocumentRefused('print.documentTooManyParts', { count: zip.entryCount, max: PACKAGE_LIMITS.parts });
    const list = await entries(zip);
    measure(list);
    const parts: Parts = new Map();
    for (const e of list) if (!e.fileName.endsWith('/')) parts.set(e.fileName, await inflate(zip, e));
    return parts;
  } catch (err) {
    if (err instanceof DocumentRefused) throw err;
    throw new DocumentRefused('print.documentUnreadable');
  } finally {
    zip.close();
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
