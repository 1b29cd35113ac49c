import type { ReactNode } from 'react';

/** The padding the empty layout lacks, for pages shown alone in the window. */
export function FullScreenFrame({ children }: { children: ReactNode }) {
  return <div style={{ padding: 12, minHeight: '100vh', boxSizing: 'border-box' }}>{children}</div>;
}
