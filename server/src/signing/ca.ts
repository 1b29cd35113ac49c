import crypto from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

const generateKeyPair = promisify(crypto.generateKeyPair);

export const CA_COMMON_NAME = 'Approval Portal CA';
const DAY = 24 * 3600 * 1000;
const CA_YEARS = 30;
const LEAF_YEARS = 10;

/** A fresh RSA 2048 key pair (native, off the main thread); forge alone would take seconds. */
export async function newKeyPair(): Promise<{ privateKey: crypto.KeyObject; pkcs8: Buffer }> {
  const { privateKey } = await generateKeyPair('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  return { privateKey, pkcs8: privateKey.export({ type: 'pkcs8', format: 'der' }) };
}

const forgeKey = (key: crypto.KeyObject) => forge.pki.privateKeyFromPem(key.export({ type: 'pkcs1', format: 'pem' }).toString());
const forgePublic = (key: crypto.KeyObject) =>
  forge.pki.publicKeyFromPem(crypto.createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString());

/** A positive 128-bit serial number (hex). */
function serialNumber(): string {
  const bytes = crypto.randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x10;
  return bytes.toString('hex');
}

const UTF8 = forge.asn1.Type.UTF8 as unknown as number;

/** Names are UTF-8 strings (Chinese names stay readable in every viewer); forge encodes them. */
const utf8 = (shortName: string, value: string) => ({ shortName, value: [...value].slice(0, 64).join(''), valueTagClass: UTF8 });

/** A parsed name's attributes as forge takes them again (it keeps UTF-8 values as bytes when it reads). */
const reusable = (attrs: forge.pki.CertificateField[]) =>
  attrs.map((a) =>
    (a as { valueTagClass?: number }).valueTagClass === UTF8 ? { ...a, value: forge.util.decodeUtf8(a.value as string) } : a,
  );

export interface Subject {
  commonName: string;
  organisation: string;
  unit?: string;
}

const subjectAttrs = (s: Subject) => [
  utf8('CN', s.commonName),
  utf8('O', s.organisation || CA_COMMON_NAME),
  ...(s.unit ? [utf8('OU', s.unit)] : []),
];

/** The self-signed root: "Approval Portal CA", O = the company; it only issues certificates. */
export function caCertificate(key: crypto.KeyObject, companyName: string, now = new Date()): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePublic(key);
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - DAY);
  cert.validity.notAfter = new Date(now.getTime() + CA_YEARS * 365 * DAY);
  const attrs = subjectAttrs({ commonName: CA_COMMON_NAME, organisation: companyName });
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgeKey(key), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** A signing certificate issued by the CA: digital signature and non-repudiation, never a CA itself. */
export function issueCertificate(
  ca: { certPem: string; key: crypto.KeyObject },
  key: crypto.KeyObject,
  subject: Subject,
  now = new Date(),
): string {
  const issuer = forge.pki.certificateFromPem(ca.certPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePublic(key);
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - DAY);
  const end = now.getTime() + LEAF_YEARS * 365 * DAY;
  cert.validity.notAfter = new Date(Math.min(end, issuer.validity.notAfter.getTime()));
  cert.setSubject(subjectAttrs(subject));
  cert.setIssuer(reusable(issuer.subject.attributes));
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: issuer.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(forgeKey(ca.key), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** The common name of a certificate (DER), UTF-8 decoded. */
export function commonName(der: Buffer): string {
  const cert = forge.pki.certificateFromAsn1(forge.asn1.fromDer(der.toString('binary')));
  const field = cert.subject.getField('CN') as { value: string; valueTagClass?: number } | null;
  if (!field) return '';
  try {
    return forge.util.decodeUtf8(field.value);
  } catch {
    return field.value;
  }
}

export const pemToDer = (pem: string): Buffer => new crypto.X509Certificate(pem).raw;
