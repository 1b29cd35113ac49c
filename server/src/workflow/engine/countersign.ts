export type Vote = 'agree' | 'oppose' | null;

/** The votes of a countersign as the engine keeps them (its loop output). */
export function votesOf(loopOutput: unknown): Vote[] {
  if (!Array.isArray(loopOutput)) return [];
  return loopOutput.map((o) => {
    const v = (o as { vote?: unknown } | null)?.vote;
    return v === 'agree' || v === 'oppose' ? v : null;
  });
}

/**
 * The FEEL context of a countersign: votes so far and whether the outcome can still change.
 * `decided` is true once every vote is in, or once the remaining ones cannot change whether the
 * required pass ratio is reached.
 */
export function countersignFacts(votes: Vote[], total: number, required: number) {
  const passCount = votes.filter((v) => v === 'agree').length;
  const opposeCount = votes.filter((v) => v === 'oppose').length;
  const completed = passCount + opposeCount;
  const remaining = Math.max(0, total - completed);
  const passRatio = total ? passCount / total : 0;
  const reached = passRatio >= required - 1e-9;
  const unreachable = total ? (passCount + remaining) / total < required - 1e-9 : true;
  return {
    nrOfInstances: total,
    nrOfCompletedInstances: completed,
    nrOfActiveInstances: remaining,
    passCount,
    opposeCount,
    passRatio,
    opposeRatio: total ? opposeCount / total : 0,
    decided: completed >= total || reached || unreachable,
  };
}
