import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../router/context';
import { useLeafRoute } from '../../router/handle';
import { activeMenuKey, openKeysFor } from './menuModel';
import { toMenuItems } from './menuItems';
import { useMenuNavigation } from './useMenuNavigation';
import styles from '../shell.module.css';

/**
 * The side menu from the user's route list. The active item follows the route (or the route's
 * declared active menu); one sub-menu tree is open at a time.
 */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const { menu } = useShellData();
  const { pathname } = useLocation();
  const route = useLeafRoute();
  const open = useMenuNavigation();
  const selected = activeMenuKey(pathname, route);
  const trail = useMemo(() => openKeysFor(menu, selected), [menu, selected]);
  const [openKeys, setOpenKeys] = useState<string[]>(trail);
  useEffect(() => {
    if (trail.length) setOpenKeys((keys) => [...new Set([...trail, ...keys.filter((k) => trail.includes(k))])]);
  }, [trail]);
  const items = useMemo(() => toMenuItems(menu, t), [menu, t]);

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    if (!opened) return setOpenKeys(keys);
    // unique opened: keep the newly opened sub-menu and its ancestors only
    const ancestors = openKeysFor(menu, opened);
    setOpenKeys([...ancestors, opened]);
  };

  return (
    <Menu
      className={styles.sideMenu}
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={[selected]}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => open(key)}
    />
  );
}
