/**
 * The to-do list goes first (issue 18): while the home page's to-do call is on its way, the page's other widgets
 * (done, requests, overdue, notices, news, documents, apps, sankey) wait for it before they ask, so on a slow line
 * the list an approver came for does not share the bandwidth with eight others. On a fast line the wait is one
 * round trip; it never exceeds TODO_FIRST_MAX_WAIT_MS, and with no to-do call in flight (the data board, a layout
 * without the to-do card, a refetch of one widget) nothing waits.
 */
export const TODO_FIRST_MAX_WAIT_MS = 1500;

let inFlight: Promise<void> | null = null;

/** Runs the to-do list's call; the other widgets' calls made meanwhile wait for it to end (either way). */
export function todoCall<T>(call: () => Promise<T>): Promise<T> {
  const running = call();
  const settled: Promise<void> = running.then(
    () => undefined,
    () => undefined,
  );
  inFlight = settled;
  void settled.then(() => {
    if (inFlight === settled) inFlight = null;
  });
  return running;
}

/** Runs a widget's call once the to-do call in flight (if any) has ended, or after TODO_FIRST_MAX_WAIT_MS. */
export async function afterTodo<T>(call: () => Promise<T>): Promise<T> {
  const pending = inFlight;
  if (pending) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, TODO_FIRST_MAX_WAIT_MS)))]);
    clearTimeout(timer);
  }
  return call();
}
