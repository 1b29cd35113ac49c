import crypto from 'node:crypto';
import forge from 'node-forge';
import { commonName } from './ca.js';
import { der, fromDer, HASH_OF_OID, issuerAndSerial, OID } from './cms.js';

type Asn1 = forge.asn1.Asn1;

export interface SignatureCheck {
  /** the signing certificate's common name */
  signer: string;
  /** the claimed signing time (/M), ISO text, or null */
  signedAt: string | null;
  /** the byte range covers the whole file but the signature's own hole */
  coversWholeFile: boolean;
  /** the hash of the signed bytes equals the CMS message digest */
  digestOk: boolean;
  /** the CMS signature over its signed attributes verifies with the signer's certificate */
  signatureOk: boolean;
  /** the signer's certificate was issued by one of our CAs and was valid when it signed */
  chainOk: boolean;
  byteRange: number[];
  /** SHA-256 of the CMS and of the signed bytes (tell the signatures of one printed file from any other's) */
  cmsSha256: string;
  signedSha256: string;
}

export interface PdfCheck {
  signed: boolean;
  /** every signature verifies, chains to our CA, and the last one covers the whole file */
  intact: boolean;
  signatures: SignatureCheck[];
}

const RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** A PDF date (D:YYYYMMDDHHmmSS+HH'mm') as ISO text. */
export function pdfDate(value: string): string | null {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(value);
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', zone = 'Z'] = m;
  const tz = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(/'/g, '').padEnd(2, '0')}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${tz}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The /M of the signature dictionary holding the byte range at `at`. */
function claimedTime(pdf: Buffer, at: number): string | null {
  const start = Math.max(0, pdf.lastIndexOf('obj', at));
  const end = pdf.indexOf('endobj', at);
  const dict = pdf.subarray(start, end > 0 ? Math.min(end, at + 20_000) : at + 20_000).toString('latin1');
  const m = /\/M\s*\((D:[^)]*)\)/.exec(dict);
  return m ? pdfDate(m[1]) : null;
}

/**
 * The CMS in a signature's /Contents: the placeholder is padded with zeros after the DER, and the DER itself may end in
 * zero bytes (a signature ending in 0x00), so its length is read from its own header rather than trimming zeros.
 */
export function cmsOfContents(hex: string): Buffer {
  const all = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  if (all.length < 2) return all;
  let length = all[1];
  let header = 2;
  if (length & 0x80) {
    const n = length & 0x7f;
    if (n < 1 || n > 4 || all.length < 2 + n) return all;
    length = 0;
    for (let i = 0; i < n; i++) length = length * 256 + all[2 + i];
    header += n;
  }
  return all.subarray(0, Math.min(all.length, header + length));
}

function children(node: Asn1 | undefined): Asn1[] {
  return Array.isArray(node?.value) ? (node.value as Asn1[]) : [];
}
const oidOf = (node: Asn1 | undefined) => {
  try {
    return node && typeof node.value === 'string' ? forge.asn1.derToOid(node.value) : '';
  } catch {
    return '';
  }
};
const bytesOf = (node: Asn1 | undefined) => Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');

interface ParsedCms {
  certs: Buffer[];
  signerIndex: number;
  digestAlg: string;
  messageDigest: Buffer | null;
  essCertHash: Buffer | null;
  signedAttrsDer: Buffer;
  signature: Buffer;
}

function parseCms(cms: Buffer): ParsedCms {
  const content = children(fromDer(cms));
  if (oidOf(content[0]) !== OID.signedData) throw new Error('not a CMS SignedData');
  const signedData = children(children(content[1])[0]);
  const certs = children(signedData.find((n) => n.tagClass === 0x80 && n.type === 0)).map((c) => der(c));
  const signerInfo = children(children(signedData.at(-1))[0]);
  const sid = children(signerInfo[1]);
  const serial = bytesOf(sid[1]);
  const signerIndex = certs.findIndex(
    (c) => bytesOf(issuerAndSerial(c).serial).equals(serial) && der(issuerAndSerial(c).issuer).equals(der(sid[0])),
  );
  const attrsNode = signerInfo[3];
  if (!attrsNode || attrsNode.tagClass !== 0x80) throw new Error('CMS without signed attributes');
  let messageDigest: Buffer | null = null;
  let essCertHash: Buffer | null = null;
  for (const attr of children(attrsNode)) {
    const [type, values] = children(attr);
    const value = children(values)[0];
    if (oidOf(type) === OID.messageDigest) messageDigest = bytesOf(value);
    if (oidOf(type) === OID.signingCertificateV2) essCertHash = bytesOf(children(children(children(value)[0])[0])[0]);
  }
  const signedAttrsDer = der(attrsNode);
  signedAttrsDer[0] = 0x31; // digested as SET OF, not as the [0] IMPLICIT it is stored as
  return {
    certs,
    signerIndex,
    digestAlg: oidOf(children(signerInfo[2])[0]),
    messageDigest,
    essCertHash,
    signedAttrsDer,
    signature: bytesOf(signerInfo[5]),
  };
}

function chainOk(cert: crypto.X509Certificate, anchors: crypto.X509Certificate[], at: Date): boolean {
  if (cert.ca) return false;
  const within = (c: crypto.X509Certificate) => new Date(c.validFrom) <= at && at <= new Date(c.validTo);
  return within(cert) && anchors.some((ca) => cert.checkIssued(ca) && cert.verify(ca.publicKey) && within(ca));
}

/**
 * Checks every signature of a PDF: the signed byte ranges against the CMS message digest, the CMS signature,
 * and the signer's certificate against our CAs (`anchors`). Nothing from the file is trusted beyond that.
 */
export function verifyPdf(pdf: Buffer, anchors: crypto.X509Certificate[]): PdfCheck {
  const signatures: SignatureCheck[] = [];
  for (const match of pdf.toString('latin1').matchAll(RANGE)) {
    const range = match.slice(1, 5).map(Number);
    const [a, b, c, d] = range;
    const holeOk = a === 0 && b > 0 && c > b + 1 && c + d <= pdf.length && pdf[b] === 0x3c && pdf[c - 1] === 0x3e;
    const check: SignatureCheck = {
      signer: '',
      signedAt: claimedTime(pdf, match.index),
      coversWholeFile: holeOk && c + d === pdf.length,
      digestOk: false,
      signatureOk: false,
      chainOk: false,
      byteRange: range,
      cmsSha256: '',
      signedSha256: '',
    };
    signatures.push(check);
    if (!holeOk) continue;
    const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    check.signedSha256 = crypto.createHash('sha256').update(signed).digest('hex');
    const hex = pdf.subarray(b + 1, c - 1).toString('latin1');
    if (!/^[0-9a-fA-F]*$/.test(hex)) continue;
    const cms = cmsOfContents(hex);
    check.cmsSha256 = crypto.createHash('sha256').update(cms).digest('hex');
    try {
      const parsed = parseCms(cms);
      const hash = HASH_OF_OID[parsed.digestAlg];
      if (!hash || parsed.signerIndex < 0) continue;
      const signerDer = parsed.certs[parsed.signerIndex];
      const cert = new crypto.X509Certificate(signerDer);
      check.signer = commonName(signerDer);
      const digest = crypto.createHash(hash).update(signed).digest();
      check.digestOk = !!parsed.messageDigest && parsed.messageDigest.equals(digest);
      const essOk = !parsed.essCertHash || parsed.essCertHash.equals(crypto.createHash('sha256').update(signerDer).digest());
      check.signatureOk = essOk && crypto.verify(hash, parsed.signedAttrsDer, cert.publicKey, parsed.signature);
      check.chainOk = chainOk(cert, anchors, check.signedAt ? new Date(check.signedAt) : new Date());
    } catch {
      // an unreadable signature stays all false
    }
  }
  const last = signatures.at(-1);
  const intact = signatures.length > 0 && !!last?.coversWholeFile && signatures.every((s) => s.digestOk && s.signatureOk && s.chainOk);
  return { signed: signatures.length > 0, intact, signatures };
}
