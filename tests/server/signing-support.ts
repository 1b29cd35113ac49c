import { PDFDocument, StandardFonts } from 'pdf-lib';
import { multipartBody } from './support/files.js';

/** A small one-page PDF made with pdf-lib (object streams, as pdf-lib writes by default). */
export async function makePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font }));
  return Buffer.from(await doc.save());
}

/** The file with one byte changed at `at` (from the end when negative). */
export function flipByte(pdf: Buffer, at: number): Buffer {
  const copy = Buffer.from(pdf);
  const i = at < 0 ? copy.length + at : at;
  copy[i] = copy[i] ^ 0x01;
  return copy;
}

/** A multipart body with one file field, as a browser's form sends it. */
export function multipart(field: string, fileName: string, content: Buffer, type = 'application/pdf') {
  return multipartBody([{ field, name: fileName, type, data: content }]);
}
