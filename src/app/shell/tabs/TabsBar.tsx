import { useEffect, useMemo } from 'react';
import { Button, Dropdown, Tabs, theme } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../router/context';
import { useLeafRoute } from '../../router/handle';
import { safeNavigate } from '../../router/navigation';
import { routeTitle } from '../../router/titles';
import { routesByName } from '../../router/routeTable';
import { useTabsStore } from './store';
import { nextAfterClose, type VisitedRoute } from './tabsModel';
import styles from '../shell.module.css';

/** Records every page the user opens as a tab (error pages excepted). */
export function useVisitTabs(): void {
  const location = useLocation();
  const route = useLeafRoute();
  const visit = useTabsStore((s) => s.visit);
  const fullPath = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!route || route.kind === 'redirect' || ['401', '404', '500'].includes(route.name)) return;
    visit({
      path: route.path,
      fullPath,
      name: route.name,
      titleKey: route.meta.titleKey,
      affix: route.meta.affix,
    });
  }, [route, fullPath, visit]);
}

type Action = 'close' | 'closeOthers' | 'closeRight' | 'closeAll';

/** Tabs of visited routes with close, close others, close right and close all. */
export function TabsBar() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const { indexPath, routes } = useShellData();
  const byName = useMemo(() => routesByName(routes), [routes]);
  const tabs = useTabsStore((s) => s.tabs);
  // the title in the current language: the route's menu name (the menu comes in the user's language) or locale key
  const titleOf = (tab: VisitedRoute) => {
    const route = byName.get(tab.name);
    return route ? routeTitle(route.meta, t) : tab.titleKey ? t(tab.titleKey) : tab.name;
  };
  const store = useTabsStore.getState;
  const active = `${location.pathname}${location.search}`;

  const act = (action: Action, target: string) => {
    const before = store().tabs;
    if (action === 'close') store().close(target);
    else if (action === 'closeOthers') store().closeOthers(target);
    else if (action === 'closeRight') store().closeRight(target);
    else store().closeAll();
    const after = store().tabs;
    if (!after.some((tab) => tab.fullPath === active)) {
      const next =
        action === 'close'
          ? nextAfterClose(before, target)
          : (after.find((tab) => tab.fullPath === target) ?? after[after.length - 1])?.fullPath;
      safeNavigate(navigate, next && after.some((tab) => tab.fullPath === next) ? next : indexPath);
    }
  };

  const menuFor = (fullPath: string, affix?: boolean): MenuProps => ({
    items: [
      { key: 'close', label: t('tabs.close'), disabled: affix },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      { key: 'closeRight', label: t('tabs.closeRight') },
      { key: 'closeAll', label: t('tabs.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      act(key as Action, fullPath);
    },
  });

  return (
    <div className={styles.tabs} style={{ background: token.colorBgContainer }} data-testid="open-pages">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active}
        onChange={(key) => safeNavigate(navigate, key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') act('close', key);
        }}
        items={tabs.map((tab) => ({
          key: tab.fullPath,
          closable: !tab.affix,
          label: (
            <Dropdown menu={menuFor(tab.fullPath, tab.affix)} trigger={['contextMenu']}>
              <span>{titleOf(tab)}</span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={
          <Dropdown menu={menuFor(active, tabs.find((tab) => tab.fullPath === active)?.affix)} placement="bottomRight">
            <Button type="text" size="small" aria-label={t('tabs.actions')} icon={<DownOutlined />} />
          </Dropdown>
        }
      />
    </div>
  );
}
