import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionError, PdfConverter } from '../../server/src/print/converter.js';
import { DocumentRefused } from '../../server/src/print/package.js';
import { sandboxSetup } from '../../server/src/print/sandbox.js';
import { pdfPictures, pdfText } from './print-support.js';
import { solidPng } from './support/office-docs.js';
import { hostileDocx, hostileOdt, hostileXlsx, tripwire } from './support/hostile-docs.js';

// Issue 27 item 2: a document converted to PDF reaches neither the network nor the server's files. The documents
// link pictures, fields, a template, sections and another workbook to a listener on 127.0.0.1 (through a redirect
// too) and a red picture file of the server; the listener must see nothing and the PDF must show no red.

let wire: Awaited<ReturnType<typeof tripwire>>;
let secretDir: string;
let secret: string;
const converters: PdfConverter[] = [];
const converter = (extra: Partial<ConstructorParameters<typeof PdfConverter>[0]> = {}) => {
  const c = new PdfConverter({ timeoutMs: 30_000, startTimeoutMs: 60_000, ...extra });
  converters.push(c);
  return c;
};

beforeAll(async () => {
  wire = await tripwire();
  secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-secret-'));
  secret = path.join(secretDir, 'secret.png');
  fs.writeFileSync(secret, solidPng([255, 0, 0], 96));
});
afterAll(async () => {
  for (const c of converters) c.close();
  await wire?.close();
  fs.rmSync(secretDir, { recursive: true, force: true });
});

const documents = () =>
  [
    ['docx', hostileDocx(wire.base, secret), 'DOCX-LINKS'],
    ['odt', hostileOdt(wire.base, secret), 'ODT-LINKS'],
    ['xlsx', hostileXlsx(wire.base, secret), 'XLSX-LINKS'],
  ] as const;

/** Converts each hostile document; each must give a PDF showing its own text and nothing fetched or read. */
async function convertsWithoutReaching(c: PdfConverter) {
  for (const [ext, made, marker] of documents()) {
    const pdf = await c.toPdf(await made, ext);
    expect((await pdfText(pdf)).text, ext).toContain(marker);
    expect(pdfPictures(pdf), ext).toEqual({ images: 0, redPixels: 0 });
  }
  // LibreOffice may fetch after the export returns (a picture swapped in late): give it a moment
  await new Promise((r) => setTimeout(r, 500));
  expect(wire.hits).toEqual([]);
  expect(wire.connections()).toBe(0);
}

describe('the converter reaches neither the network nor the server’s files', () => {
  it('converts Word, OpenDocument and Excel documents with external links, fields, a template and a file:// picture', async () => {
    // this machine has bubblewrap (.ci/run installs it): the converter runs jailed, each document cleaned first
    expect(sandboxSetup()).toMatchObject({ mode: 'bwrap' });
    await convertsWithoutReaching(converter());
  }, 120_000);

  it('the sandbox alone (documents not cleaned) keeps them from the network and the file', async () => {
    await convertsWithoutReaching(converter({ prepass: false }));
  }, 120_000);

  it('the pre-pass alone (PRINT_SANDBOX=off) drops every reference, and refuses formats it cannot read', async () => {
    const c = converter({ sandbox: { mode: 'off' } });
    await convertsWithoutReaching(c);
    const rtf = Buffer.from(`{\\rtf1{\\field{\\*\\fldinst INCLUDEPICTURE "${wire.base}/rtf.png" \\\\d}}}`);
    await expect(c.toPdf(rtf, 'rtf')).rejects.toMatchObject({ key: 'print.needsSandbox' });
    await expect(c.toPdf(rtf, 'rtf')).rejects.toBeInstanceOf(DocumentRefused);
    expect(wire.hits).toEqual([]);
  }, 120_000);

  it('refuses to convert where the sandbox cannot be made, unless it is turned off', async () => {
    const c = converter({ sandbox: { mode: 'missing', reason: 'bubblewrap (bwrap) was not found at /nonexistent/bwrap' } });
    const failed = c.toPdf(Buffer.from('plain text\n'), 'txt');
    await expect(failed).rejects.toBeInstanceOf(ConversionError);
    await expect(failed).rejects.toThrow(/refused without its sandbox: bubblewrap \(bwrap\) was not found.*apt-get install -y bubblewrap/);
    expect(c.officePid).toBeUndefined();
  });
});
