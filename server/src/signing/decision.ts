import crypto from 'node:crypto';

/**
 * Canonical JSON: object keys sorted (by UTF-16 code units, as JS sorts), no white space, undefined
 * members dropped, dates as ISO text. The same values give the same text whatever order their keys
 * were written or read in (a jsonb round trip included).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value);
}

export const sha256Hex = (data: string | Buffer): string => crypto.createHash('sha256').update(data).digest('hex');

/** The hash of a form's values (sorted keys): what a decision and a printed document were made on. */
export const formHash = (formData: Record<string, unknown> | null | undefined): string => sha256Hex(canonicalJson(formData ?? {}));

/** What one decision (a completed task) is bound to; every member is stored in its history row. */
export interface DecisionFacts {
  taskId: string;
  instId: string;
  nodeId: string;
  actionName: string;
  opinion: string | null;
  userId: string;
  completeTime: Date;
  /** formHash() of the merged form values at that moment */
  formHash: string;
}

/** SHA-256 over the canonical JSON of the decision's facts, the form values through their hash. */
export const decisionHash = (facts: DecisionFacts): string => sha256Hex(canonicalJson({ v: 1, ...facts }));

/** A history row as stored (wf_opinion) and what it says about its decision. */
export interface DecisionRow {
  task_id: string | null;
  inst_id: string;
  node_id: string;
  status: string;
  opinion: string | null;
  auditor_id: string | null;
  complete_time: Date | null;
  decision_hash: string | null;
  decision_form_hash: string | null;
}

/** 'intact' when the row still gives the hash it was written with, 'changed' when not, 'none' when it has no hash. */
export function checkDecision(row: DecisionRow): 'intact' | 'changed' | 'none' {
  if (!row.decision_hash) return 'none';
  if (!row.auditor_id || !row.complete_time || !row.decision_form_hash) return 'changed';
  const expected = decisionHash({
    // the start of a request is bound too; it has no task
    taskId: row.task_id ?? '',
    instId: row.inst_id,
    nodeId: row.node_id,
    actionName: row.status,
    opinion: row.opinion,
    userId: row.auditor_id,
    completeTime: row.complete_time,
    formHash: row.decision_form_hash,
  });
  return expected === row.decision_hash ? 'intact' : 'changed';
}
