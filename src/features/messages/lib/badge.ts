/** Highest unread count the bell shows (spec 01 §9). */
export const BADGE_CAP = 99;

/** The number shown on the bell: the unread count, at most 99; 0 (or nonsense) shows no badge. */
export function badgeCount(unread: unknown): number {
  const n = typeof unread === 'string' ? Number(unread) : unread;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.floor(n), BADGE_CAP);
}
