import { ApiError } from '@/api/http';

/** The answer when someone else already completed the task, or the form changed under us. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 409 || error.code === '409' || error.status === 409);
}

/**
 * The server's own words (in the user's language) when a countersign vote came after the countersign was
 * decided (the answer's value names the reason): the vote no longer counts, which "someone else handled it"
 * would not say.
 */
export function lateVoteMessage(error: unknown): string | null {
  if (!isConflict(error)) return null;
  const answer = (error as ApiError).data as { value?: { reason?: unknown } | null } | undefined;
  return answer?.value?.reason === 'countersignDecided' ? (error as ApiError).message : null;
}
