import { useEffect, useState } from 'react';
import styles from './a11y.module.css';

export type Politeness = 'polite' | 'assertive';

interface Announcement {
  text: string;
  politeness: Politeness;
}

const listeners = new Set<(a: Announcement) => void>();

/**
 * Says something to screen-reader users through the page's live regions (a polite one for results and
 * arrivals, an assertive one for errors). Does nothing while no {@link LiveAnnouncer} is mounted.
 */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  if (!text) return;
  for (const listener of listeners) listener({ text, politeness });
}

/**
 * The live regions, mounted once per window. They exist before anything is said (regions added together
 * with their text are often not read), and each announcement is a new node, so the same text twice is read twice.
 */
export function LiveAnnouncer() {
  const [said, setSaid] = useState<Record<Politeness, { text: string; n: number }>>({
    polite: { text: '', n: 0 },
    assertive: { text: '', n: 0 },
  });
  useEffect(() => {
    const listener = ({ text, politeness }: Announcement) => setSaid((s) => ({ ...s, [politeness]: { text, n: s[politeness].n + 1 } }));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  return (
    <div className={styles.srOnly} data-testid="live-announcer">
      <div role="status" aria-live="polite" aria-atomic="true">
        <span key={said.polite.n}>{said.polite.text}</span>
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        <span key={said.assertive.n}>{said.assertive.text}</span>
      </div>
    </div>
  );
}
