import crypto from 'node:crypto';
import type { AppDeps } from '../lib/context.js';
import type { JobRecord } from './repo.js';

/**
 * THE hook between a print job's PDF leaving the converter and being stored: the place where the
 * server signs it (PAdES, issue 14 item 7). Today it hands the PDF back unchanged; the caller
 * records the sha256 of whatever this returns on the print job (print_job.pdf_sha256), so the
 * verification page can tell whether a PDF is the one the server made.
 *
 * `job` is the print job (its verification `code`, `inst_id`, `template_id`, `form_hash`...).
 */
export async function finishPdf(_deps: Pick<AppDeps, 'db' | 'config'>, pdf: Buffer, _job: JobRecord): Promise<Buffer> {
  return pdf;
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
