/**
 * One assistant across the user's windows (spec 01 §1: hidden when another window already shows
 * one). Every window that wants to show it announces itself; the earliest live claim wins, and
 * when that window closes its heartbeats stop and the next one takes over.
 */
export interface Claim {
  id: string;
  /** when the window started claiming, ms since epoch */
  since: number;
  /** when the claim was last heard, ms since epoch */
  seen: number;
}

export const HEARTBEAT_MS = 1000;
/** A claim not heard for this long belongs to a closed window. */
export const CLAIM_TTL_MS = 3500;

function earlier(a: Pick<Claim, 'id' | 'since'>, b: Pick<Claim, 'id' | 'since'>): boolean {
  return a.since < b.since || (a.since === b.since && a.id < b.id);
}

/** Whether our window shows the widget, given the claims heard from the other windows. */
export function holdsClaim(own: Pick<Claim, 'id' | 'since'>, others: Iterable<Claim>, now: number): boolean {
  for (const c of others) {
    if (c.id === own.id || now - c.seen > CLAIM_TTL_MS) continue;
    if (earlier(c, own)) return false;
  }
  return true;
}
