import type { ColumnType, JSONColumnType } from 'kysely';

// Kysely table types of the signing domain; migration 0920_signing.ts creates them.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SigningCaTable {
  id: string;
  subject: string;
  cert_pem: string;
  /** the private key (PKCS#8 DER), sealed by keys.ts */
  key_enc: Buffer;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  retired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SigningCertTable {
  id: string;
  ca_id: string;
  subject_key: string;
  holder_name: string;
  cert_pem: string;
  key_enc: Buffer;
  created_at: Timestamp;
}

/** Who a printed document says signed it (as the print pipeline names them). */
export interface PrintSigner {
  sealId?: string;
  holderName: string;
  reason?: string;
}

/** One signature of a printed PDF, as recorded when it was printed. */
export interface RecordedSignature {
  byteRange: number[];
  cmsSha256: string;
  signedSha256: string;
}

/** One decision as the printed document holds it (a wf_opinion row when the document's data were read). */
export interface PrintedDecision {
  id: string;
  taskName: string;
  auditorId: string;
  auditorName: string;
  status: string;
  /** ISO text */
  completeTime: string | null;
  /** the row's decision_hash then (null: a row from before decisions were bound) */
  hash: string | null;
}

export interface SigningVerificationTable {
  code: string;
  inst_id: string;
  pdf_sha256: string;
  pdf_size: ColumnType<string, number, number>;
  form_hash: string;
  signers: JSONColumnType<PrintSigner[], string, string>;
  signatures: JSONColumnType<RecordedSignature[], string, string>;
  created_at: Timestamp;
  /** when the document's data were read (its print job's start) */
  printed_at: Timestamp;
  /** the decisions on the document; null for a record made before they were kept (migration 1042) */
  decisions: ColumnType<PrintedDecision[] | null, string | null | undefined, string | null>;
}

export interface SigningTables {
  signing_ca: SigningCaTable;
  signing_cert: SigningCertTable;
  signing_verification: SigningVerificationTable;
}
