import crypto from 'node:crypto';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { CA_COMMON_NAME, caCertificate, issueCertificate, newKeyPair, pemToDer } from './ca.js';
import { openPrivateKey, sealingKey, sealPrivateKey } from './keys.js';
import * as repo from './repo.js';

/** What signing needs: the database and the secret the keys are sealed with. */
export interface SigningDeps {
  db: Database;
  config: Pick<ServerConfig, 'signingSecret' | 'dataDir' | 'companyName'>;
}

export interface LoadedCa {
  id: string;
  certPem: string;
  certDer: Buffer;
  key: crypto.KeyObject;
}

export interface SigningCertificate {
  certDer: Buffer;
  key: crypto.KeyObject;
  /** the issuing CA's certificate (sent in the CMS so a reader can build the chain) */
  chainDer: Buffer[];
}

// one load per database and process; certificates are few and never change
const cas = new WeakMap<Database, Promise<LoadedCa>>();
const certs = new WeakMap<Database, Map<string, Promise<SigningCertificate>>>();

/**
 * The active CA, made on first start ("Approval Portal CA", O = the company) and reused after. When its key
 * cannot be opened (the signing secret changed or was lost with DATA_DIR), the CA is retired, still trusted for
 * what it signed, and a new one is made: signing goes on and the log says so.
 */
export function ensureCa(deps: SigningDeps, log: (message: string) => void = () => {}): Promise<LoadedCa> {
  let loading = cas.get(deps.db);
  if (!loading) {
    loading = loadCa(deps, log);
    loading.catch(() => cas.delete(deps.db));
    cas.set(deps.db, loading);
  }
  return loading;
}

async function loadCa(deps: SigningDeps, log: (message: string) => void): Promise<LoadedCa> {
  const sealing = sealingKey(deps.config);
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await repo.activeCa(deps.db);
    if (row) {
      try {
        return {
          id: row.id,
          certPem: row.cert_pem,
          certDer: pemToDer(row.cert_pem),
          key: openPrivateKey(sealing, `ca:${row.id}`, row.key_enc),
        };
      } catch {
        log(`signing CA ${row.id}: its key cannot be opened with this signing secret; it is retired and a new CA is made`);
        await repo.retireCa(deps.db, row.id);
        certs.delete(deps.db);
        continue;
      }
    }
    const company = deps.config.companyName ?? (await repo.firstTenantName(deps.db)) ?? CA_COMMON_NAME;
    const { privateKey, pkcs8 } = await newKeyPair();
    const id = crypto.randomUUID();
    const certPem = caCertificate(privateKey, company);
    if (
      await repo.insertCa(deps.db, {
        id,
        subject: `CN=${CA_COMMON_NAME}, O=${company}`,
        cert_pem: certPem,
        key_enc: sealPrivateKey(sealing, `ca:${id}`, pkcs8),
      })
    ) {
      log(`signing CA created: ${CA_COMMON_NAME} (${company})`);
      return { id, certPem, certDer: pemToDer(certPem), key: privateKey };
    }
    // another process made it first: read theirs
  }
  throw new Error('no signing CA could be made or opened');
}

/** The certificate of a seal (by its id and its holder's name), issued on first use. */
export function certificateFor(deps: SigningDeps, seal: { sealId: string; holderName: string }): Promise<SigningCertificate> {
  return cached(deps, `seal:${seal.sealId}`, seal.holderName);
}

/** The server's own certificate (for documents no seal signs). */
export async function serverCertificate(deps: SigningDeps): Promise<SigningCertificate> {
  const company = deps.config.companyName ?? (await repo.firstTenantName(deps.db)) ?? '';
  return cached(deps, 'server', `${company} ${CA_COMMON_NAME.replace(/ CA$/, '')}`.trim());
}

function cached(deps: SigningDeps, subjectKey: string, holderName: string): Promise<SigningCertificate> {
  let map = certs.get(deps.db);
  if (!map) certs.set(deps.db, (map = new Map()));
  const key = `${subjectKey}\u0000${holderName}`;
  let loading = map.get(key);
  if (!loading) {
    loading = loadCertificate(deps, subjectKey, holderName);
    loading.catch(() => map.delete(key));
    map.set(key, loading);
  }
  return loading;
}

async function loadCertificate(deps: SigningDeps, subjectKey: string, holderName: string): Promise<SigningCertificate> {
  const ca = await ensureCa(deps);
  const sealing = sealingKey(deps.config);
  let row = await repo.certificateRow(deps.db, ca.id, subjectKey, holderName);
  if (!row) {
    const { privateKey, pkcs8 } = await newKeyPair();
    const id = crypto.randomUUID();
    const company = deps.config.companyName ?? (await repo.firstTenantName(deps.db)) ?? CA_COMMON_NAME;
    const unit = subjectKey === 'server' ? undefined : `Seal ${subjectKey.slice('seal:'.length)}`;
    const certPem = issueCertificate({ certPem: ca.certPem, key: ca.key }, privateKey, {
      commonName: holderName,
      organisation: company,
      unit,
    });
    await repo.insertCertificate(deps.db, {
      id,
      ca_id: ca.id,
      subject_key: subjectKey,
      holder_name: holderName,
      cert_pem: certPem,
      key_enc: sealPrivateKey(sealing, `cert:${id}`, pkcs8),
    });
    row = await repo.certificateRow(deps.db, ca.id, subjectKey, holderName);
    if (!row) throw new Error(`signing certificate for ${subjectKey} was not stored`);
  }
  return { certDer: pemToDer(row.cert_pem), key: openPrivateKey(sealing, `cert:${row.id}`, row.key_enc), chainDer: [ca.certDer] };
}

/** Our CAs' certificates: what a signature must chain to. */
export async function trustAnchors(db: Database): Promise<crypto.X509Certificate[]> {
  return (await repo.caCertificates(db)).map((pem) => new crypto.X509Certificate(pem));
}
