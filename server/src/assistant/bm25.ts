/** Okapi BM25 over pre-tokenized documents; small enough for a handbook, rebuilt on start. */
export interface Bm25Index<T> {
  docs: { item: T; tf: Map<string, number>; length: number }[];
  df: Map<string, number>;
  avgLength: number;
}

const K1 = 1.2;
const B = 0.75;

export function buildIndex<T>(items: readonly { item: T; tokens: string[] }[]): Bm25Index<T> {
  const df = new Map<string, number>();
  const docs = items.map(({ item, tokens }) => {
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    return { item, tf, length: tokens.length };
  });
  const avgLength = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  return { docs, df, avgLength };
}

export interface Hit<T> {
  item: T;
  score: number;
  /** Distinct query tokens found in the document. */
  matched: number;
}

export function search<T>(index: Bm25Index<T>, query: readonly string[], limit = 3): Hit<T>[] {
  const terms = [...new Set(query)];
  const n = index.docs.length;
  const hits: Hit<T>[] = [];
  for (const doc of index.docs) {
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const f = doc.tf.get(term);
      if (!f) continue;
      matched++;
      const df = index.df.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / index.avgLength));
    }
    if (score > 0) hits.push({ item: doc.item, score, matched });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
