import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go as they are: the encoding's frame would eat most of the gain (a 940-byte task list
 * page goes as 620 bytes, a 390-byte one as 300). */
export const COMPRESS_MIN_BYTES = 512;

/** The encoding a caller accepts, brotli first (q=0 refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const offers = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    offers.set(name, q ? Number(q[1]) : 1);
  }
  if ((offers.get('br') ?? 0) > 0) return 'br';
  if ((offers.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * Compresses the API's JSON answers (the menu, lists, forms) for callers that accept it: the menu goes from about
 * 5 KB to 1.3 KB, and the first screen carries three such answers (issue 18). Brotli at quality 4 and gzip at its
 * default cost well under a millisecond for such answers and run on the thread pool. Files, the portal's built
 * files (already compressed ahead) and the event stream are left alone: only `application/json` strings and buffers.
 */
export async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (request.method === 'HEAD' || reply.getHeader('content-encoding')) return payload;
  if (!/^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_MIN_BYTES) return payload;
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const packed =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzip(body);
  reply.header('content-encoding', encoding);
  reply.header('vary', 'accept-encoding');
  reply.removeHeader('content-length');
  return packed;
}
