import { useState } from 'react';
import { ConfigProvider, Grid, Layout } from 'antd';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { lazySlot } from '@/shared/ui/lazySlot';
import { chromeThemeConfig, useThemeSettings } from '@/features/theme';
import { SearchResults, useSearchActive } from '@/features/search';
import { Logo } from '../shell/Logo';
import { AssistantSlot } from '../shell/slots';
import { SideMenu } from '../shell/menu/SideMenu';
import { TopBar } from '../shell/topbar/TopBar';
import { TabsBar, useVisitTabs } from '../shell/tabs/TabsBar';
import { MAIN_CONTENT_ID, PageHeading, SkipLink } from '../shell/PageLandmarks';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import styles from './layouts.module.css';
import shellStyles from '../shell/shell.module.css';

// the phone's menu drawer (antd's Drawer) loads when it is first opened, not with the first screen
const MenuDrawer = lazySlot(() => import('../shell/menu/MenuDrawer').then((m) => m.MenuDrawer));

/**
 * The main frame: side menu (vertical) or top menu (horizontal), top bar, tabs and the page. While
 * a global search is active its results take the page's place; the page stays mounted.
 */
export function MainLayout() {
  const settings = useThemeSettings();
  const chrome = chromeThemeConfig(settings);
  const screens = Grid.useBreakpoint();
  const [collapsedByUser, setCollapsed] = useState<boolean | null>(null);
  const collapsed = collapsedByUser ?? !screens.lg;
  const searchActive = useSearchActive();
  // under md the menu (either layout) is a drawer opened from the top bar
  const phone = usePhoneLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // mounted from the first opening on (closing keeps its animation)
  const [drawerUsed, setDrawerUsed] = useState(false);
  const vertical = settings.layout === 'vertical' && !phone;
  useVisitTabs();

  return (
    <Layout className={styles.frame} data-testid="main-layout" data-theme-layout={settings.layout}>
      <SkipLink />
      {vertical && (
        <ConfigProvider theme={chrome}>
          <Layout.Sider
            theme="light"
            // wide enough for an English or Indonesian title with its New tag ("Start a process New")
            width={248}
            collapsedWidth={64}
            collapsed={collapsed}
            trigger={null}
            className={shellStyles.sider}
          >
            <Logo collapsed={collapsed} />
            <SideMenu collapsed={collapsed} />
          </Layout.Sider>
        </ConfigProvider>
      )}
      <Layout className={styles.body}>
        <ConfigProvider theme={chrome}>
          <TopBar
            layout={phone ? 'phone' : settings.layout}
            collapsed={phone ? !drawerOpen : collapsed}
            onToggle={() => {
              if (phone) {
                setDrawerUsed(true);
                setDrawerOpen(!drawerOpen);
              } else setCollapsed(!collapsed);
            }}
          />
          {phone && drawerUsed && <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
        </ConfigProvider>
        <TabsBar />
        <Layout.Content className={styles.scroll} id={MAIN_CONTENT_ID} tabIndex={-1}>
          <PageHeading />
          {searchActive && <SearchResults />}
          <div className={searchActive ? styles.hidden : styles.pane}>
            <KeepAliveOutlet />
          </div>
        </Layout.Content>
      </Layout>
      <AssistantSlot />
    </Layout>
  );
}
