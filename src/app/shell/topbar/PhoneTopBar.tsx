import { useState } from 'react';
import { Button, theme } from 'antd';
import { CloseOutlined, MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GlobalSearchBox, closeSearch, useSearchActive } from '@/features/search';
import { Logo } from '../Logo';
import { MessageBellSlot } from '../slots';
import { MoreTools } from './MoreTools';
import { AvatarMenu } from './AvatarMenu';
import styles from '../shell.module.css';

interface Props {
  drawerOpen: boolean;
  onToggle: () => void;
}

/**
 * The top bar below md: the menu button, the logo, then search (one tap opens the box on a row of
 * its own), messages, the avatar and the other tools folded under More.
 */
export function PhoneTopBar({ drawerOpen, onToggle }: Props) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const searchActive = useSearchActive();
  const [searchOpen, setSearchOpen] = useState(false);
  const showSearch = searchOpen || searchActive;
  return (
    <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }} data-phone-top-bar>
      <div className={styles.topBar}>
        <div className={styles.topBarLeft}>
          <Button
            type="text"
            aria-label={drawerOpen ? t('mobile.closeMenu') : t('mobile.openMenu')}
            aria-expanded={drawerOpen}
            icon={<MenuOutlined />}
            onClick={onToggle}
          />
          <Logo />
        </div>
        <div className={styles.topBarRight}>
          <Button
            type="text"
            aria-label={showSearch ? t('mobile.closeSearch') : t('mobile.search')}
            aria-expanded={showSearch}
            icon={showSearch ? <CloseOutlined /> : <SearchOutlined />}
            onClick={() => {
              if (showSearch && searchActive) closeSearch();
              setSearchOpen(!showSearch);
            }}
          />
          <MessageBellSlot />
          <AvatarMenu />
          <MoreTools />
        </div>
      </div>
      {showSearch && (
        <div className={styles.phoneSearch}>
          <GlobalSearchBox />
        </div>
      )}
    </header>
  );
}
