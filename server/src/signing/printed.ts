import { checkDecision } from './decision.js';
import type { DecisionRecord } from './repo.js';
import type { PrintedDecision } from './tables.js';

/**
 * What a printed document holds of its instance's history, and what came after (issue 27 item 12). The page used to
 * list every decision the instance has now, so a decision made after the print looked as if it were on the paper.
 */

export interface DecisionView {
  taskName: string;
  /** the step's id, to name it in the reader's language; unknown for a decision gone from the history */
  nodeId?: string;
  auditorName: string;
  status: string;
  completeTime: Date | null;
  /** removed: a decision on the document that the history no longer holds */
  check: 'intact' | 'changed' | 'none' | 'removed';
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The decisions the document holds: every row completed by the moment its data were read. */
export function printedDecisions(rows: DecisionRecord[], printedAt: Date): PrintedDecision[] {
  return rows
    .filter((r) => r.complete_time && new Date(r.complete_time) <= printedAt)
    .map((r) => ({
      id: r.id,
      taskName: r.task_name,
      auditorId: r.auditor_id ?? '',
      auditorName: r.auditor_name ?? '',
      status: r.status,
      completeTime: iso(r.complete_time),
      hash: r.decision_hash,
    }));
}

const viewOf = (r: DecisionRecord): DecisionView => ({
  taskName: r.task_name,
  nodeId: r.node_id,
  auditorName: r.auditor_name ?? '',
  status: r.status,
  completeTime: r.complete_time,
  check: checkDecision(r),
});

/** A decision as printed, checked against its row now: gone, changed (its facts or its binding), or the row's own check. */
function printedView(p: PrintedDecision, row: DecisionRecord | undefined): DecisionView {
  const facts = {
    taskName: p.taskName,
    auditorName: p.auditorName,
    status: p.status,
    completeTime: p.completeTime ? new Date(p.completeTime) : null,
  };
  if (!row) return { ...facts, check: 'removed' };
  const moved =
    row.status !== p.status ||
    (row.auditor_id ?? '') !== p.auditorId ||
    iso(row.complete_time) !== p.completeTime ||
    row.decision_hash !== p.hash;
  return { ...facts, nodeId: row.node_id, check: moved ? 'changed' : checkDecision(row) };
}

/**
 * The history split at the print: `printed` as the document shows it (each checked against the row now), `later` the
 * decisions made since. A record without its printed decisions (made before they were kept) cuts at `printedAt`.
 */
export function splitAtPrint(
  printed: PrintedDecision[] | null,
  printedAt: Date,
  rows: DecisionRecord[],
): { printed: DecisionView[]; later: DecisionView[] } {
  if (!printed) {
    const on = (r: DecisionRecord) => !!r.complete_time && new Date(r.complete_time) <= printedAt;
    return { printed: rows.filter(on).map(viewOf), later: rows.filter((r) => !on(r)).map(viewOf) };
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ids = new Set(printed.map((p) => p.id));
  return {
    printed: printed.map((p) => printedView(p, byId.get(p.id))),
    later: rows.filter((r) => !ids.has(r.id)).map(viewOf),
  };
}
