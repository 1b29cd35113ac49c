export const FORM_DATA_VERSION_ATTEMPTS = 3;
export const FORM_DATA_VERSION_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs fn up to `attempts` times, waiting `delayMs` between tries, and rejects with the last
 * error (spec 02 §8: the form data version is retried up to 3 times, one second apart).
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  attempts = FORM_DATA_VERSION_ATTEMPTS,
  delayMs = FORM_DATA_VERSION_DELAY_MS,
): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    if (i > 0) await wait(delayMs);
    try {
      return await fn();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
