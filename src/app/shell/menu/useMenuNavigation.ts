import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { APP_BASE } from '@/shared/config';
import { inReaderLanguage } from '@/shared/handbook';
import { safeNavigate } from '../../router/navigation';
import { useShellData } from '../../router/context';
import { findNode } from './menuItems';

/** Opens a menu item: in place, in a new tab (app path), or as an external link. */
export function useMenuNavigation(): (key: string) => void {
  const navigate = useNavigate();
  const { menu } = useShellData();
  return useCallback(
    (key: string) => {
      const node = findNode(menu, key);
      if (!node?.to) return;
      if (node.openType === 'external') {
        window.open(inReaderLanguage(node.to), '_blank', 'noopener,noreferrer');
      } else if (node.openType === 'tab') {
        window.open(`${APP_BASE}${node.to}`, '_blank', 'noopener');
      } else {
        safeNavigate(navigate, node.to);
      }
    },
    [menu, navigate],
  );
}
