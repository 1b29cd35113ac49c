import type { ImageValue } from './data.js';

/** Width and height of a PNG, JPEG or GIF picture, or undefined. */
export function imageSize(b: Buffer): { width: number; height: number } | undefined {
  if (b.length > 24 && b.readUInt32BE(0) === 0x89504e47) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length > 10 && b.toString('latin1', 0, 3) === 'GIF') return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return undefined;
      const marker = b[i + 1];
      const len = b.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
      i += 2 + len;
    }
  }
  return undefined;
}

/** A picture fitted into a box (keeping its proportions), or undefined when it is not a picture we print. */
export function fittedImage(bytes: Buffer, box: { width: number; height: number }, altText?: string): ImageValue | undefined {
  const size = imageSize(bytes);
  if (!size || !size.width || !size.height) return undefined;
  const format =
    bytes[0] === 0x89 ? 'image/png' : bytes[0] === 0xff ? 'image/jpeg' : bytes.toString('latin1', 0, 3) === 'GIF' ? 'image/gif' : undefined;
  if (!format) return undefined;
  const scale = Math.min(box.width / size.width, box.height / size.height, 1);
  return {
    _type: 'image',
    source: bytes,
    format,
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
    ...(altText ? { altText } : {}),
  };
}
