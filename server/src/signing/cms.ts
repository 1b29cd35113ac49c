import crypto from 'node:crypto';
import forge from 'node-forge';
import { Signer } from '@signpdf/signpdf';

const A = forge.asn1;
type Asn1 = forge.asn1.Asn1;
const U = A.Class.UNIVERSAL;

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRSA: '1.2.840.113549.1.1.11',
} as const;

export const HASH_OF_OID: Record<string, string> = { [OID.sha256]: 'sha256', [OID.sha384]: 'sha384', [OID.sha512]: 'sha512' };

const bin = (b: Buffer) => b.toString('binary');
const seq = (items: Asn1[]) => A.create(U, A.Type.SEQUENCE, true, items);
const set = (items: Asn1[]) => A.create(U, A.Type.SET, true, items);
const oid = (value: string) => A.create(U, A.Type.OID, false, A.oidToDer(value).getBytes());
const octets = (b: Buffer) => A.create(U, A.Type.OCTETSTRING, false, bin(b));
const integer = (n: number) => A.create(U, A.Type.INTEGER, false, A.integerToDer(n).getBytes());
const nul = () => A.create(U, A.Type.NULL, false, '');
const algorithm = (id: string, withNull = false) => seq([oid(id), ...(withNull ? [nul()] : [])]);
const context = (tag: number, items: Asn1[]) => A.create(A.Class.CONTEXT_SPECIFIC, tag, true, items);
export const der = (node: Asn1): Buffer => Buffer.from(A.toDer(node).getBytes(), 'binary');
export const fromDer = (b: Buffer): Asn1 => A.fromDer(bin(b), { parseAllBytes: false } as never);

/** Issuer name and serial number of a certificate (DER), taken from its own bytes. */
export function issuerAndSerial(certDer: Buffer): { issuer: Asn1; serial: Asn1 } {
  const tbs = (fromDer(certDer).value as Asn1[])[0].value as Asn1[];
  // tbsCertificate: [0] version, serialNumber, signature, issuer, ...
  const offset = tbs[0].tagClass === A.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: tbs[offset], issuer: tbs[offset + 2] };
}

const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);

/** DER orders the members of a SET OF by their encodings. */
const derSorted = (items: Asn1[]) =>
  items
    .map((node) => ({ node, bytes: der(node) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map((x) => x.node);

/**
 * A detached CAdES signature (CMS SignedData) of `content` as PAdES baseline B-B wants it: content type,
 * message digest and the ESS signing-certificate-v2 attribute (no signing-time attribute: the claimed time is the
 * signature dictionary's /M). RSA PKCS#1 v1.5 with SHA-256, made by node's crypto.
 */
export function cadesDetached(content: Buffer, signerCertDer: Buffer, chainDer: Buffer[], key: crypto.KeyObject): Buffer {
  const { issuer, serial } = issuerAndSerial(signerCertDer);
  const essCertId = seq([octets(crypto.createHash('sha256').update(signerCertDer).digest()), seq([seq([context(4, [issuer])]), serial])]);
  const attrs = derSorted([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(crypto.createHash('sha256').update(content).digest())),
    attribute(OID.signingCertificateV2, seq([seq([essCertId])])),
  ]);
  const signature = crypto.sign('sha256', der(set(attrs)), key);
  const signerInfo = seq([
    integer(1),
    seq([issuer, serial]),
    algorithm(OID.sha256),
    context(0, attrs),
    algorithm(OID.rsaEncryption, true),
    octets(signature),
  ]);
  const certs = [signerCertDer, ...chainDer].map((c) => fromDer(c));
  const signedData = seq([integer(1), set([algorithm(OID.sha256)]), seq([oid(OID.data)]), context(0, certs), set([signerInfo])]);
  return der(seq([oid(OID.signedData), context(0, [signedData])]));
}

/** The signer @signpdf/signpdf calls with the bytes of the signed ranges. */
export class CadesSigner extends Signer {
  constructor(
    private readonly certDer: Buffer,
    private readonly chainDer: Buffer[],
    private readonly key: crypto.KeyObject,
  ) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    return cadesDetached(content, this.certDer, this.chainDer, this.key);
  }
}
