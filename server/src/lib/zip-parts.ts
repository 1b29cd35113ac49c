import yauzl from 'yauzl';

/**
 * Office files from outside (Word, Excel) are zips of parts, hostile until measured. A zip is measured from its
 * central directory before any part is inflated: the number of parts, their total unpacked size and how much a large
 * part is compressed (a 300 MB part packed into 310 KB is a bomb, not a form). yauzl checks that each part inflates to
 * exactly the size the directory declares, so a lying directory inflates no more.
 */

export interface ZipLimits {
  parts: number;
  /** total unpacked bytes */
  bytes: number;
  /** the largest compression ratio of a part bigger than `ratioFrom` (real XML and pictures stay far below) */
  ratio: number;
  ratioFrom: number;
}

/** Why a zip is refused; `params` hold the measured figure and the limit (sizes in bytes). */
export type ZipRefusal =
  | { reason: 'unreadable' }
  | { reason: 'tooManyParts'; count: number; max: number }
  | { reason: 'compressed'; ratio: number; max: number }
  | { reason: 'tooLarge'; size: number; max: number };

export class ZipRefused extends Error {
  constructor(readonly refusal: ZipRefusal) {
    super(`zip refused: ${JSON.stringify(refusal)}`);
  }
}

/** The parts of a zip by name, in their order. */
export type Parts = Map<string, Buffer>;

export const isZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;

const open = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );

/** The entries of the central directory (nothing inflated yet). */
function entries(zip: yauzl.ZipFile, limits: ZipLimits): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      list.push(e);
      if (list.length > limits.parts) {
        zip.close();
        reject(new ZipRefused({ reason: 'tooManyParts', count: zip.entryCount, max: limits.parts }));
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
function measure(list: yauzl.Entry[], limits: ZipLimits): void {
  let total = 0;
  for (const e of list) {
    if (e.isEncrypted()) throw new ZipRefused({ reason: 'unreadable' });
    total += e.uncompressedSize;
    const ratio = e.uncompressedSize / Math.max(1, e.compressedSize);
    if (e.uncompressedSize > limits.ratioFrom && ratio > limits.ratio)
      throw new ZipRefused({ reason: 'compressed', ratio: Math.round(ratio), max: limits.ratio });
  }
  if (total > limits.bytes) throw new ZipRefused({ reason: 'tooLarge', size: total, max: limits.bytes });
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
 * The parts of a zip, measured first against `limits` (ZipRefused when over them, or when the zip cannot be read or
 * its parts do not match its directory); null when the bytes are not a zip at all.
 */
export async function readZipParts(bytes: Buffer, limits: ZipLimits): Promise<Parts | null> {
  if (!isZip(bytes)) return null;
  let zip: yauzl.ZipFile;
  try {
    zip = await open(bytes);
  } catch {
    throw new ZipRefused({ reason: 'unreadable' });
  }
  try {
    if (zip.entryCount > limits.parts) throw new ZipRefused({ reason: 'tooManyParts', count: zip.entryCount, max: limits.parts });
    const list = await entries(zip, limits);
    measure(list, limits);
    const parts: Parts = new Map();
    for (const e of list) if (!e.fileName.endsWith('/')) parts.set(e.fileName, await inflate(zip, e));
    return parts;
  } catch (err) {
    if (err instanceof ZipRefused) throw err;
    throw new ZipRefused({ reason: 'unreadable' });
  } finally {
    zip.close();
  }
}
