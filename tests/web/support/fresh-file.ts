import { vi } from 'vitest';
import { setNotifier } from '@/api/notify';
import { queryClient } from '@/app/queryClient';
import { useTabsStore } from '@/app/shell/tabs/store';
import { useFeedbackStore } from '@/features/feedback/feedbackStore';
import { useSearchStore } from '@/features/search/store';
import { useThemeStore } from '@/features/theme/store';
import { useSignatureStore } from '@/shared/form-runtime/signatureStore';
import { LANGUAGES, setOfferedLanguages } from '@/shared/i18n';
import { useAuthStore } from '@/shared/session/store';

/**
 * The 'web' project's files share loaded modules per worker (vitest.config.ts). This runs before each of them, so a
 * file starts from what a freshly loaded page has, whatever ran before it in the same worker: empty storage, the
 * stores' first states, an empty query cache, the console notifier, all three languages offered, no spies, real
 * timers, no stubbed globals, an empty body.
 */
localStorage.clear();
sessionStorage.clear();
for (const store of [useAuthStore, useTabsStore, useThemeStore, useSignatureStore, useFeedbackStore, useSearchStore] as {
  setState: (s: unknown, replace: true) => void;
  getInitialState: () => unknown;
}[])
  store.setState(store.getInitialState(), true);
queryClient.clear();
setNotifier(null);
setOfferedLanguages(LANGUAGES);
vi.restoreAllMocks();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
document.body.innerHTML = '';
