import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { configure, screen } from '@testing-library/react';
import type { LiveEvent } from '@/shared/live';
import { fakeMatchMedia } from '../support/matchMedia';

/** The live stream replaced by a hand-driven one: tests push events to the subscribers. */
export const live = { listeners: [] as Array<{ fn: (e: LiveEvent) => void; prefixes: readonly string[] }> };

export function emit(event: LiveEvent) {
  for (const l of live.listeners) if (!l.prefixes.length || l.prefixes.some((p) => event.type.startsWith(p))) l.fn(event);
}

/** Every width query matches: the mailbox shows its three panes side by side. */
export function wideScreen() {
  const before = window.matchMedia;
  window.matchMedia = fakeMatchMedia((q) => !q.includes('max-width'));
  return () => {
    window.matchMedia = before;
  };
}

/** No width query matches: one pane at a time (a phone). */
export function narrowScreen() {
  const before = window.matchMedia;
  window.matchMedia = fakeMatchMedia(() => false);
  return () => {
    window.matchMedia = before;
  };
}

// antd trees, modals and forms render slowly in jsdom on a busy machine
vi.setConfig({ testTimeout: 40_000 });
// the list comes after the folder tree: two answers in a row on a machine shared with others
configure({ asyncUtilTimeout: 15_000 });

/**
 * The dialog (or confirm) with this title. antd gives every dialog the same label id in tests, so a
 * second dialog cannot be found by its accessible name.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  // a closed one may still be fading out: the newest is the last
  const headings = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  return headings.at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
}

/**
 * The hooks every mailbox test file shares: the mock server listening, a wide screen before each test (and `each`,
 * if given), and everything put back after it. `narrow()` turns the screen of the running test into a phone's.
 */
export function mailSuite(each?: () => void) {
  let restoreScreen = () => {};
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    restoreScreen = wideScreen();
    each?.();
  });
  afterEach(() => {
    restoreScreen();
    server.resetHandlers();
    live.listeners.length = 0;
  });
  afterAll(() => server.close());
  return {
    narrow() {
      restoreScreen();
      restoreScreen = narrowScreen();
    },
  };
}
