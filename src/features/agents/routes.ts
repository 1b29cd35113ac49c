import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'agents/AgentList': () => import('./pages/AgentList'),
  'agents/SecretaryList': () => import('./pages/SecretaryList'),
};
