import { useMemo } from 'react';
import { Menu } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../router/context';
import { useLeafRoute } from '../../router/handle';
import { activeMenuKey, splitHorizontal } from './menuModel';
import { toMenuItems } from './menuItems';
import { useMenuNavigation } from './useMenuNavigation';
import styles from '../shell.module.css';

export const MORE_KEY = 'shell:more';

/** Horizontal layout: 7 top-level items, then the rest under More. */
export function HorizontalMenu() {
  const { t } = useTranslation('shell');
  const { menu } = useShellData();
  const { pathname } = useLocation();
  const route = useLeafRoute();
  const open = useMenuNavigation();
  const items = useMemo(() => {
    const { shown, more } = splitHorizontal(menu);
    const base = toMenuItems(shown, t);
    if (more.length === 0) return base;
    return [...base, { key: MORE_KEY, icon: <EllipsisOutlined />, label: t('menu.more'), children: toMenuItems(more, t, 1) }];
  }, [menu, t]);
  return (
    <Menu
      className={styles.horizontalMenu}
      mode="horizontal"
      disabledOverflow
      items={items}
      selectedKeys={[activeMenuKey(pathname, route)]}
      onClick={({ key }) => open(key)}
    />
  );
}
