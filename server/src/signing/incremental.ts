import crypto from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFObject } from 'pdf-lib';

/** Bytes of the /Contents hole: room for a CMS with two RSA 2048 certificates and more. */
export const SIGNATURE_BYTES = 8192;
export const SUBFILTER = 'ETSI.CAdES.detached';
const BYTE_RANGE_PLACEHOLDER = '/ByteRange [0 /********** /********** /**********]';

export interface PlaceholderInput {
  /** the signer's name (/Name) */
  name: string;
  reason: string;
  location?: string;
  contactInfo?: string;
  signingTime: Date;
}

const bytesOf = (obj: PDFObject): Buffer => {
  const out = new Uint8Array(obj.sizeInBytes());
  obj.copyBytesInto(out, 0);
  return Buffer.from(out);
};
const text = (value: string) => PDFHexString.fromText(value).toString();

/** Where the last cross-reference section starts (the number after the file's last `startxref`). */
export function lastStartXref(pdf: Buffer): number {
  const at = pdf.lastIndexOf('startxref', Math.max(0, pdf.length - 1));
  const match = at >= 0 ? /^startxref\s+(\d+)/.exec(pdf.subarray(at, at + 40).toString('latin1')) : null;
  if (!match) throw new Error('not a PDF: no startxref');
  return Number(match[1]);
}

/** A shallow copy of a dictionary, so a changed version can be written beside the original. */
function copyDict(doc: PDFDocument, dict: PDFDict): PDFDict {
  const copy = PDFDict.withContext(doc.context);
  for (const [key, value] of dict.entries()) copy.set(key, value);
  return copy;
}

/** An array value of a dictionary (direct or by reference) as a new direct array with `more` appended. */
function extendedArray(doc: PDFDocument, dict: PDFDict, key: string, more: PDFObject): PDFArray {
  const old = dict.lookupMaybe(PDFName.of(key), PDFArray);
  const array = PDFArray.withContext(doc.context);
  for (const item of old?.asArray() ?? []) array.push(item);
  array.push(more);
  return array;
}

/**
 * Appends an invisible signature field with an empty signature (a /ByteRange placeholder and a zeroed /Contents)
 * as an incremental update: the bytes before stay as they are, so earlier signatures stay valid. The new objects,
 * the first page (with the widget in /Annots) and the AcroForm (or the catalog holding it) are written after the
 * file's end with a cross-reference section whose /Prev is the previous one.
 */
export async function appendSignaturePlaceholder(pdf: Buffer, input: PlaceholderInput): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const prev = lastStartXref(pdf);
  const ctx = doc.context;
  const rootRef = ctx.trailerInfo.Root;
  if (!(rootRef instanceof PDFRef)) throw new Error('PDF without a catalog reference');
  const page = doc.getPage(0);
  let next = ctx.largestObjectNumber + 1;
  const sigRef = PDFRef.of(next++);
  const widgetRef = PDFRef.of(next++);
  const apRef = PDFRef.of(next++);
  const written: { ref: PDFRef; body: Buffer }[] = [];

  const signature = [
    '<<',
    '/Type /Sig',
    '/Filter /Adobe.PPKLite',
    `/SubFilter /${SUBFILTER}`,
    BYTE_RANGE_PLACEHOLDER,
    `/Contents <${'0'.repeat(SIGNATURE_BYTES * 2)}>`,
    `/Name ${text(input.name)}`,
    `/Reason ${text(input.reason)}`,
    ...(input.location ? [`/Location ${text(input.location)}`] : []),
    ...(input.contactInfo ? [`/ContactInfo ${text(input.contactInfo)}`] : []),
    `/M ${PDFString.fromDate(input.signingTime).toString()}`,
    '/Prop_Build << /App << /Name /ApprovalPortal >> >>',
    '>>',
  ].join('\n');
  written.push({ ref: sigRef, body: Buffer.from(signature, 'latin1') });

  const acroRef = doc.catalog.get(PDFName.of('AcroForm'));
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const fieldCount = acroForm?.lookupMaybe(PDFName.of('Fields'), PDFArray)?.size() ?? 0;
  const fieldName = `Signature${fieldCount + 1}-${crypto.randomBytes(3).toString('hex')}`;
  const widget = ctx.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: sigRef,
    T: PDFString.of(fieldName),
    // print (4) and locked (128)
    F: 132,
    P: page.ref,
    AP: { N: apRef },
  });
  written.push({ ref: widgetRef, body: bytesOf(widget) });
  written.push({
    ref: apRef,
    body: Buffer.from('<< /Type /XObject /Subtype /Form /BBox [0 0 0 0] /Resources << >> /Length 0 >>\nstream\n\nendstream'),
  });

  const pageDict = copyDict(doc, page.node);
  pageDict.set(PDFName.of('Annots'), extendedArray(doc, page.node, 'Annots', widgetRef));
  written.push({ ref: page.ref, body: bytesOf(pageDict) });

  const form = acroForm ? copyDict(doc, acroForm) : PDFDict.withContext(ctx);
  form.set(PDFName.of('Fields'), extendedArray(doc, form, 'Fields', widgetRef));
  const flags = form.lookupMaybe(PDFName.of('SigFlags'), PDFNumber)?.asNumber() ?? 0;
  // signatures exist (1), append only (2)
  form.set(PDFName.of('SigFlags'), PDFNumber.of(flags | 3));
  if (acroRef instanceof PDFRef) {
    written.push({ ref: acroRef, body: bytesOf(form) });
  } else {
    const catalog = copyDict(doc, doc.catalog);
    catalog.set(PDFName.of('AcroForm'), form);
    written.push({ ref: rootRef, body: bytesOf(catalog) });
  }
  return appendUpdate(pdf, written, { prev, size: next, trailer: ctx.trailerInfo });
}

/** Writes objects after the file's end, then their cross-reference section and a trailer pointing back. */
function appendUpdate(
  pdf: Buffer,
  objects: { ref: PDFRef; body: Buffer }[],
  opts: { prev: number; size: number; trailer: PDFDocument['context']['trailerInfo'] },
): Buffer {
  const parts: Buffer[] = [pdf];
  let length = pdf.length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  if (pdf[pdf.length - 1] !== 0x0a) push(Buffer.from('\n'));
  const offsets = new Map<number, { offset: number; gen: number }>();
  for (const { ref, body } of objects) {
    offsets.set(ref.objectNumber, { offset: length, gen: ref.generationNumber });
    push(Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'));
    push(body);
    push(Buffer.from('\nendobj\n', 'latin1'));
  }
  const xrefAt = length;
  const numbers = [...offsets.keys()].sort((a, b) => a - b);
  let xref = 'xref\n';
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    xref += `${numbers[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) {
      const { offset, gen } = offsets.get(numbers[k])!;
      xref += `${String(offset).padStart(10, '0')} ${String(gen).padStart(5, '0')} n\r\n`;
    }
    i = j + 1;
  }
  const { Root, Info, ID } = opts.trailer;
  const firstId = ID instanceof PDFArray ? ID.get(0)?.toString() : undefined;
  const fileId = `[${firstId ?? `<${crypto.randomBytes(16).toString('hex')}>`} <${crypto.randomBytes(16).toString('hex')}>]`;
  const trailer = [
    `/Size ${opts.size}`,
    `/Root ${Root!.toString()}`,
    ...(Info ? [`/Info ${Info.toString()}`] : []),
    `/ID ${fileId}`,
    `/Prev ${opts.prev}`,
  ];
  push(Buffer.from(`${xref}trailer\n<< ${trailer.join(' ')} >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts, length);
}
