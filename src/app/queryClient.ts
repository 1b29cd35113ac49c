import { QueryClient } from '@tanstack/react-query';

/** The one server-state cache: created with the boot code, so the first screen's calls can start before the shell renders. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
