import crypto from 'node:crypto';
import type { Database } from '../db/database.js';
import type { Lang } from '../lib/i18n.js';
import { decisionHash, formHash, sha256Hex } from './decision.js';
import { printedDecisions, splitAtPrint, type DecisionView } from './printed.js';
import { trustAnchors } from './certificates.js';
import { verifyPdf, type PdfCheck } from './verify.js';
import type { PrintSigner, RecordedSignature } from './tables.js';
import * as repo from './repo.js';

/** A verification code: 144 random bits, URL-safe (what the QR code leads to). */
export const newVerificationCode = (): string => crypto.randomBytes(18).toString('base64url');
/** What may be a code at all (a shorter one would be guessable, so none is ever stored). */
export const CODE_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

export interface PrintRecordInput {
  /** from newVerificationCode(), the one in the printed QR code */
  code: string;
  instId: string;
  /** the PDF as handed out (after signPdf) */
  pdf: Buffer;
  /** the instance's stored form values the document was printed from; read from the instance when omitted */
  formData?: Record<string, unknown>;
  signers: PrintSigner[];
}

/**
 * Records a printed document: its hash, its signatures, the hash of the form it shows, who signed it, and the
 * decisions it holds: those completed when its data were read (its print job's start, which may be long before
 * the PDF is made and this runs; now when no print job holds the code).
 */
export async function recordPrint(db: Database, input: PrintRecordInput): Promise<void> {
  if (!CODE_SHAPE.test(input.code)) throw new Error('verification code: use newVerificationCode() (16-64 URL-safe characters)');
  const formData = input.formData ?? (await repo.instanceFacts(db, input.instId))?.form_data ?? {};
  const signatures: RecordedSignature[] = verifyPdf(input.pdf, []).signatures.map((s) => ({
    byteRange: s.byteRange,
    cmsSha256: s.cmsSha256,
    signedSha256: s.signedSha256,
  }));
  const printedAt = (await repo.printJobStart(db, input.code)) ?? new Date();
  const decisions = printedDecisions(await repo.decisionRows(db, input.instId), printedAt);
  await repo.insertVerification(db, {
    code: input.code,
    inst_id: input.instId,
    pdf_sha256: sha256Hex(input.pdf),
    pdf_size: input.pdf.length,
    form_hash: formHash(formData),
    signers: JSON.stringify(input.signers.map((s) => ({ sealId: s.sealId, holderName: s.holderName, reason: s.reason }))),
    signatures: JSON.stringify(signatures),
    printed_at: printedAt,
    decisions: JSON.stringify(decisions),
  });
}

export type { DecisionView };

export interface VerificationView {
  code: string;
  subject: string;
  businessNumber: string | null;
  /** when the document's data were read */
  printedAt: Date;
  signers: PrintSigner[];
  /** the decisions as the document shows them */
  decisions: DecisionView[];
  /** the decisions made after the print (not on the document) */
  later: DecisionView[];
  /** the instance's stored form values differ from those printed */
  formChanged: boolean;
}

/**
 * Names of a definition's steps in a language (the workflow's `nodeNamer`, handed in by the composition root: the
 * workflow uses signing, so signing does not import it).
 */
export type StepNames = (db: Database, defIds: string[], lang: Lang) => Promise<(defId: string, nodeId: string, stored: string) => string>;

/** What the verification page shows for a code, steps named in `lang`; null for an unknown one. */
export async function verificationView(db: Database, code: string, lang: Lang, stepNames: StepNames): Promise<VerificationView | null> {
  if (!CODE_SHAPE.test(code)) return null;
  const record = await repo.verificationByCode(db, code);
  if (!record) return null;
  const inst = await repo.instanceFacts(db, record.inst_id);
  if (!inst) return null;
  const printedAt = new Date(record.printed_at);
  const { printed, later } = splitAtPrint(record.decisions, printedAt, await repo.decisionRows(db, record.inst_id));
  // the steps in the reader's language (the definition's wf:name-*), as the approval form names them
  const nodeName = await stepNames(db, [inst.def_id], lang);
  const named = (d: DecisionView): DecisionView => (d.nodeId ? { ...d, taskName: nodeName(inst.def_id, d.nodeId, d.taskName) } : d);
  return {
    code,
    subject: inst.subject,
    businessNumber: inst.prop1,
    printedAt,
    signers: record.signers,
    decisions: printed.map(named),
    later: later.map(named),
    formChanged: formHash(inst.form_data) !== record.form_hash,
  };
}

/** The PAdES check of a PDF against our CAs (any PDF, printed under a code or not). */
export async function verifySignedPdf(db: Database, pdf: Buffer): Promise<PdfCheck> {
  return verifyPdf(pdf, await trustAnchors(db));
}

/** original: the very file printed; changed: made from it, then changed; other: not the document of this code. */
export type FileVerdict = 'original' | 'changed' | 'other';

/** Checks an uploaded PDF against the document printed under `code`; null for an unknown code. */
export async function checkFile(db: Database, code: string, pdf: Buffer): Promise<{ verdict: FileVerdict; pades: PdfCheck } | null> {
  if (!CODE_SHAPE.test(code)) return null;
  const record = await repo.verificationByCode(db, code);
  if (!record) return null;
  const pades = await verifySignedPdf(db, pdf);
  if (sha256Hex(pdf) === record.pdf_sha256 && pdf.length === Number(record.pdf_size)) return { verdict: 'original', pades };
  // a copy of the printed file still holds one of its signatures (a changed signed part keeps the CMS, a changed
  // signature keeps the signed bytes); another file, even of the same form, holds neither
  const derived = pades.signatures.some((s) =>
    record.signatures.some((r) => (s.cmsSha256 && s.cmsSha256 === r.cmsSha256) || (s.signedSha256 && s.signedSha256 === r.signedSha256)),
  );
  return { verdict: derived ? 'changed' : 'other', pades };
}

/** Binds every bound history row again to its (moved) times: the demo history's clock moves them after the fact. */
export async function resealDecisions(db: Database): Promise<void> {
  const rows = await repo.boundDecisionRows(db);
  const updates = rows
    .filter((r) => r.auditor_id && r.complete_time && r.decision_form_hash)
    .map((r) => ({
      id: r.id,
      hash: decisionHash({
        taskId: r.task_id ?? '',
        instId: r.inst_id,
        nodeId: r.node_id,
        actionName: r.status,
        opinion: r.opinion,
        userId: r.auditor_id!,
        completeTime: r.complete_time!,
        formHash: r.decision_form_hash!,
      }),
    }));
  await repo.setDecisionHashes(db, updates);
}
