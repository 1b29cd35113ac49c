import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'messages/MessageList': () => import('./pages/MessageList'),
};
