/**
 * A count of things under way that the user waits for, with subscribers: for
 * useSyncExternalStore. One counter per kind (page loads, masked requests).
 */
export interface Activity {
  start(): void;
  done(): void;
  count(): number;
  subscribe(listener: () => void): () => void;
}

export function createActivity(): Activity {
  let pending = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    pending = Math.max(0, pending + delta);
    for (const listener of listeners) listener();
  };
  return {
    start: () => change(1),
    done: () => change(-1),
    count: () => pending,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
