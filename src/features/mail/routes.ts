import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'mail/Mailbox': () => import('./pages/Mailbox'),
};
