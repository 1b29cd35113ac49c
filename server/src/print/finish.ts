import crypto from 'node:crypto';
import type { AppDeps } from '../lib/context.js';
import { sealsBehindSignatures } from '../seals/index.js';
import { recordPrint, signPdf, type PdfSigner } from '../signing/index.js';
import { defById, loadForm, loadInstance } from '../workflow/index.js';
import { signaturesOf } from './format.js';
import type { JobRecord } from './repo.js';

/**
 * Between a print job's PDF leaving the converter and being stored (issue 14 item 7): the PDF gets a real
 * PAdES signature for every seal applied to this instance (its use logged, issue 27 item 1) whose picture still
 * stands in its signer's entry, or the server's own signature when none does, and the verification record of its QR code (signing/service.ts recordPrint:
 * the signed PDF's hash and signatures, the hash of the stored form, the signers). The caller stores the
 * sha256 of what this returns on the print job. A form preview (no instance) is handed back as it is.
 */
export async function finishPdf(deps: Pick<AppDeps, 'db' | 'config'>, pdf: Buffer, job: JobRecord): Promise<Buffer> {
  if (!job.inst_id) return pdf;
  const inst = await loadInstance(deps.db, job.inst_id);
  if (!inst) return pdf;
  const def = await defById(deps.db, inst.def_id);
  const form = def?.formKey ? await loadForm(deps.db, def.formKey) : null;
  const entries = (form?.fields ?? []).filter((f) => f.type === 'signature').flatMap((f) => signaturesOf(inst.form_data[f.name]));
  const seals = await sealsBehindSignatures(deps.db, inst.id, entries);
  const signers: PdfSigner[] = seals.map((s) => ({ sealId: s.sealId, holderName: s.ownerName, reason: `${s.sealName} (${s.ownerName})` }));
  const signed = await signPdf(deps, pdf, signers.length ? signers : 'server', { reason: inst.subject ?? undefined });
  await recordPrint(deps.db, { code: job.code, instId: inst.id, pdf: signed, formData: inst.form_data, signers });
  return signed;
}

export const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

/** JSON with object keys sorted at every level: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of an instance's stored form data (print_job.form_hash): compare it with the data now to see a change. */
export const formHash = (formData: Record<string, unknown>) => sha256(canonicalJson(formData));
