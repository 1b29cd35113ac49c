import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRetry } from '@/features/approval/lib/retry';

describe('withRetry (form data version)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries 3 times one second apart, then rejects with the last error', async () => {
    const fn = vi.fn().mockRejectedValue(new Error('down'));
    const result = withRetry(fn);
    const settled = expect(result).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(3);
    await settled;
    await vi.advanceTimersByTimeAsync(5000);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('answers as soon as one try succeeds', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue(7);
    const result = withRetry(fn);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(7);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
