import { Button, Grid, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GlobalSearchBox } from '@/features/search';
import { Logo } from '../Logo';
import { DownloadNoticeSlot, MessageBellSlot } from '../slots';
import { HorizontalMenu } from '../menu/HorizontalMenu';
import { AppBreadcrumb } from './AppBreadcrumb';
import { TranslateSwitch } from './TranslateSwitch';
import { HandbookButton } from './HandbookButton';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeBar } from './ThemeBar';
import { AvatarMenu } from './AvatarMenu';
import { PhoneTopBar } from './PhoneTopBar';
import { MoreTools } from './MoreTools';
import styles from '../shell.module.css';

export interface TopBarProps {
  /** phone: below md, where the menu is a drawer (see PhoneTopBar) */
  layout: 'vertical' | 'horizontal' | 'phone';
  /** the side menu is collapsed (on a phone: the menu drawer is closed) */
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * Top bar of spec 01 §2: collapse toggle and breadcrumb (vertical) or logo and menu (horizontal),
 * then search, translate, handbook, language, theme, downloads, messages and the avatar menu.
 * The breadcrumb and the theme bar are hidden on extra-small screens; on tablets (md to lg) the breadcrumb
 * is hidden and the lesser tools fold under More.
 */
export function TopBar({ layout, collapsed, onToggle }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const extraSmall = screens.xs === true && !screens.sm;
  // md to lg: a tablet folds the lesser tools under More (an English or Indonesian bar would not fit)
  const tablet = screens.md === true && !screens.lg;
  const border = `1px solid ${token.colorBorderSecondary}`;
  if (layout === 'phone') return <PhoneTopBar drawerOpen={!collapsed} onToggle={onToggle} />;
  return (
    <header style={{ background: token.colorBgContainer, borderBottom: border }}>
      <div className={styles.topBar}>
        <div className={styles.topBarLeft}>
          {layout === 'vertical' ? (
            <Button
              type="text"
              aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggle}
            />
          ) : (
            <Logo />
          )}
          {/* beside the search box and the tools a tablet has no room for it: it would wrap word by word */}
          {!extraSmall && !tablet && <AppBreadcrumb />}
        </div>
        <div className={styles.topBarRight}>
          <GlobalSearchBox />
          {tablet ? null : (
            <>
              <TranslateSwitch />
              <HandbookButton />
              <LanguageSwitch />
              {!extraSmall && <ThemeBar />}
              <DownloadNoticeSlot />
            </>
          )}
          <MessageBellSlot />
          <AvatarMenu />
          {tablet ? <MoreTools /> : null}
        </div>
      </div>
      {/* the menu gets a row of its own: 7 items and More beside the tools would not fit */}
      {layout === 'horizontal' && <HorizontalMenu />}
    </header>
  );
}
