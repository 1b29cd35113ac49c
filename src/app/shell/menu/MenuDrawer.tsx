import { useEffect, useRef } from 'react';
import { Drawer } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo';
import { SideMenu } from './SideMenu';
import styles from '../shell.module.css';

/** The menu on a phone or a narrow tablet: the side menu in a drawer from the left, closed again by a navigation. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const where = `${pathname}${search}`;
  const shown = useRef(where);
  useEffect(() => {
    if (shown.current === where) return;
    shown.current = where;
    onClose();
  }, [where, onClose]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={280}
      closable={false}
      title={<Logo />}
      aria-label={t('mobile.menu')}
      classNames={{ body: styles.menuDrawerBody, header: styles.menuDrawerHeader }}
      data-testid="menu-drawer"
    >
      <SideMenu collapsed={false} />
    </Drawer>
  );
}
