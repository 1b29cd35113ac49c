import { PDFDocument } from 'pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { CadesSigner } from './cms.js';
import { certificateFor, serverCertificate, type SigningCertificate, type SigningDeps } from './certificates.js';
import { appendSignaturePlaceholder, lastStartXref } from './incremental.js';

/** One seal that signs the printed PDF. */
export interface PdfSigner {
  sealId: string;
  holderName: string;
  /** what the signature stands for, e.g. "Agree: Department manager approval" */
  reason: string;
}

export interface SignMeta {
  /** the reason of the server's own signature (when no seal signs) */
  reason?: string;
  location?: string;
  contactInfo?: string;
  signingTime?: Date;
}

/**
 * A PDF whose cross references the incremental writer can extend: a file whose last section is a classic
 * cross-reference table (LibreOffice's) or that is signed already is kept byte for byte; another (object and
 * cross-reference streams, as pdf-lib writes by default) is written once more by pdf-lib with a classic table.
 */
async function signable(pdf: Buffer): Promise<Buffer> {
  const at = lastStartXref(pdf);
  if (pdf.subarray(at, at + 4).toString('latin1') === 'xref' || pdf.includes('/ByteRange')) return pdf;
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * Adds real PAdES signatures (ETSI.CAdES.detached, RSA 2048 / SHA-256, certificates of our CA): one per seal,
 * each an incremental update over the one before (so each stays valid), or the server's own when `signers` is
 * 'server' or empty.
 */
export async function signPdf(deps: SigningDeps, pdf: Buffer, signers: PdfSigner[] | 'server', meta: SignMeta = {}): Promise<Buffer> {
  const signingTime = meta.signingTime ?? new Date();
  const list: { cert: SigningCertificate; name: string; reason: string }[] = [];
  if (signers === 'server' || signers.length === 0) {
    const cert = await serverCertificate(deps);
    list.push({ cert, name: 'server', reason: meta.reason ?? 'Issued by the approval portal' });
  } else {
    for (const s of signers) list.push({ cert: await certificateFor(deps, s), name: s.holderName, reason: s.reason });
  }
  let out = await signable(pdf);
  for (const { cert, name, reason } of list) {
    out = await appendSignaturePlaceholder(out, {
      name: name === 'server' ? '' : name,
      reason,
      location: meta.location,
      contactInfo: meta.contactInfo,
      signingTime,
    });
    out = await new SignPdf().sign(out, new CadesSigner(cert.certDer, cert.chainDer, cert.key), signingTime);
  }
  return out;
}
