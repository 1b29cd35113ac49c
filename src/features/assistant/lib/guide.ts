/** Guide questions shown at once (spec 01 §9): 3, or 1 while the guide section is folded. */
export const GUIDE_COUNT = 3;
export const GUIDE_COUNT_FOLDED = 1;
/** Number of guide questions in the locales (guide.q1 ... guide.q11). */
export const GUIDE_TOTAL = 11;

/**
 * Picks `count` distinct indexes out of `total` at random. Another batch prefers questions not
 * shown in the previous batch, so the link always changes what the user sees.
 */
export function pickGuides(total: number, count: number, previous: readonly number[] = [], random: () => number = Math.random): number[] {
  const all = Array.from({ length: total }, (_, i) => i);
  const fresh = all.filter((i) => !previous.includes(i));
  const pool = fresh.length >= count ? fresh : all;
  const picked: number[] = [];
  const rest = [...pool];
  while (picked.length < Math.min(count, total) && rest.length) {
    const at = Math.min(rest.length - 1, Math.floor(random() * rest.length));
    picked.push(rest.splice(at, 1)[0]);
  }
  return picked;
}
