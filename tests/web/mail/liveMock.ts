import type { LiveEvent } from '@/shared/live';
import { live } from './setup';

/** '@/shared/live' for the mail tests (vi.mock('@/shared/live', () => import('./liveMock'))): the last subscriber is kept. */
export const RECONNECTED_EVENT = 'live.reconnected';

export function useLiveEvents(fn: (e: LiveEvent) => void, prefixes: readonly string[] = []) {
  live.listeners.splice(0, live.listeners.length, { fn, prefixes });
}
