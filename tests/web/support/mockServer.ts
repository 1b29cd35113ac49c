import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { initI18n, type Language } from '@/shared/i18n';

/**
 * Registers the hooks of a test file that talks to the msw server of mocks/node: it listens from the
 * first test (a request no handler answers fails the test), drops the handlers a test added after
 * each test and closes after the last. `language` starts the interface in that language first;
 * `restoreMocks` also restores the spies (`vi.spyOn`) after each test.
 */
export function listenToMocks({ language, restoreMocks = false }: { language?: Language; restoreMocks?: boolean } = {}) {
  beforeAll(() => {
    if (language) initI18n(language);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    if (restoreMocks) vi.restoreAllMocks();
  });
  afterAll(() => server.close());
}
