import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes received but not yet kept: committed once the whole upload is accepted, else discarded. */
export interface StagedFile {
  size: number;
  sha256: string;
  /** The first bytes, for type sniffing. */
  head: Buffer;
  /** Opaque to callers. */
  handle: string;
}

/**
 * Where uploaded bytes live. The default is a folder; an S3-compatible store can implement the
 * same four calls. Keys are generated here (UUIDs), never taken from the user's file name.
 */
export interface FileStorage {
  stage(source: Readable): Promise<StagedFile>;
  commit(staged: StagedFile): Promise<string>;
  discard(staged: StagedFile): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

const HEAD_BYTES = 4100;
const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export class FolderStorage implements FileStorage {
  private readonly tmp: string;

  constructor(private readonly root: string) {
    this.tmp = path.join(root, 'tmp');
  }

  async stage(source: Readable): Promise<StagedFile> {
    await fsp.mkdir(this.tmp, { recursive: true });
    const handle = path.join(this.tmp, `${crypto.randomUUID()}.part`);
    const hash = crypto.createHash('sha256');
    const chunks: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        if (headLength < HEAD_BYTES) {
          chunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
          headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, tap, fs.createWriteStream(handle, { flags: 'wx', mode: 0o600 }));
    } catch (err) {
      await fsp.rm(handle, { force: true });
      throw err;
    }
    return { size, sha256: hash.digest('hex'), head: Buffer.concat(chunks), handle };
  }

  async commit(staged: StagedFile): Promise<string> {
    const id = crypto.randomUUID();
    const key = `${id.slice(0, 2)}/${id}`;
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // a rename within one file system is atomic: a reader never sees half a file
    await fsp.rename(staged.handle, target);
    return key;
  }

  async discard(staged: StagedFile): Promise<void> {
    await fsp.rm(staged.handle, { force: true });
  }

  async read(key: string): Promise<Readable> {
    const stream = fs.createReadStream(this.pathOf(key));
    // surface a missing file as an error of this call, not as a broken stream later
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }
}

/** The storage of the configured data folder: `${dataDir}/files`. */
export function folderStorage(dataDir: string): FileStorage {
  return new FolderStorage(path.join(dataDir, 'files'));
}
