/**
 * Toasts without importing a feature: src/features/feedback registers an antd-based notifier
 * with setNotifier; until then (start-up, tests) messages go to the console.
 */

/** Spec 01 §9: the error toast stays 3000 ms (closable); other messages 1800 ms. */
export const TOAST_DURATION_MS = { error: 3000, other: 1800 } as const;

export interface ErrorToastOptions {
  /** show the feedback button (default true): screenshot, upload, feedback form */
  feedback?: boolean;
}

export interface Notifier {
  error(message: string, options?: ErrorToastOptions): void;
  success(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const consoleNotifier: Notifier = {
  error: (message) => console.error(message),
  success: (message) => console.info(message),
  info: (message) => console.info(message),
  warning: (message) => console.warn(message),
};

let active: Notifier = consoleNotifier;

/** Registers the notifier; returns the function that unregisters it (back to the console). */
export function setNotifier(notifier: Notifier | null): () => void {
  const mine = notifier ?? consoleNotifier;
  active = mine;
  return () => {
    if (active === mine) active = consoleNotifier;
  };
}

export const notify: Notifier = {
  error: (message, options) => active.error(message, options),
  success: (message) => active.success(message),
  info: (message) => active.info(message),
  warning: (message) => active.warning(message),
};
