import { Suspense, lazy, useRef, useState, type ComponentType } from 'react';
import { Avatar, Button, Dropdown, Grid } from 'antd';
import { useAppApis } from '@/shared/ui/useAppApis';
import type { MenuProps } from 'antd';
import { TranslationOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { afterAllTexts } from '@/shared/i18n';
import { logout } from '@/features/auth';
import { useAuthStore } from '@/shared/session';
import { useLanguageItems } from './LanguageSwitch';
import styles from '../shell.module.css';

// dialogs load when first opened: they are not part of the first screen
const PersonalInfoDialog = lazy(() => import('./PersonalInfoDialog'));
const PositionSwitchDialog = lazy(() => import('./PositionSwitchDialog'));
// the password rule's texts are not the first screen's
const ChangePasswordDialog = lazy(() => afterAllTexts(import('./ChangePasswordDialog')));

type Dialog = 'info' | 'position' | 'password' | null;

const loadIcons = () => import('./avatarMenuIcons');
type Icons = Awaited<ReturnType<typeof loadIcons>>;

/** The menu's icons, fetched on the first hover or focus of the avatar (the menu opens after a delay). */
function useMenuIcons(): [Icons | null, () => void] {
  const [icons, setIcons] = useState<Icons | null>(null);
  const warm = () => {
    // icons are decoration: without their chunk the menu still works
    if (!icons) loadIcons().then(setIcons, () => undefined);
  };
  return [icons, warm];
}

/**
 * The avatar dropdown: personal information, switch language, position switch, change password
 * and log out (with confirmation).
 */
export function AvatarMenu() {
  const { t } = useTranslation('shell');
  const { modal } = useAppApis();
  const screens = Grid.useBreakpoint();
  const username = useAuthStore((s) => s.username);
  const avatar = useAuthStore((s) => s.avatar);
  const languages = useLanguageItems();
  const [dialog, setDialog] = useState<Dialog>(null);
  // controlled, so that choosing an item closes it (it stayed open over the dialogs)
  const [menuOpen, setMenuOpen] = useState(false);
  // when an item was just chosen: the pointer's entering the menu set a delayed "open" that would
  // otherwise reopen the menu over the dialog a moment after the click closed it
  const chosenAt = useRef(0);
  const [icons, warmIcons] = useMenuIcons();
  const icon = (Icon: ComponentType | undefined) => (Icon ? <Icon /> : undefined);

  const items: MenuProps['items'] = [
    { key: 'info', icon: icon(icons?.IdcardOutlined), label: t('avatar.personalInfo') },
    {
      key: 'language',
      icon: <TranslationOutlined />,
      label: t('avatar.switchLanguage'),
      children: languages.items.map((i) => ({ ...i, key: `lang:${i.key}` })),
    },
    { key: 'position', icon: icon(icons?.SwapOutlined), label: t('avatar.switchPosition') },
    { key: 'password', icon: icon(icons?.KeyOutlined), label: t('avatar.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: icon(icons?.LogoutOutlined), label: t('avatar.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    chosenAt.current = Date.now();
    setMenuOpen(false);
    if (key.startsWith('lang:')) return languages.select(key.slice(5));
    if (key === 'logout') {
      modal.confirm({
        title: t('avatar.logoutConfirmTitle'),
        content: t('avatar.logoutConfirm'),
        okText: t('avatar.logout'),
        onOk: () => logout(),
      });
      return;
    }
    setDialog(key as Dialog);
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick, selectedKeys: [`lang:${languages.language}`] }}
        placement="bottomRight"
        open={menuOpen}
        onOpenChange={(open) => {
          if (open && Date.now() - chosenAt.current < 600) return;
          setMenuOpen(open);
          if (open) warmIcons();
        }}
      >
        <Button
          type="text"
          onPointerEnter={warmIcons}
          onFocus={warmIcons}
          // the visible name starts the accessible one (WCAG 2.5.3 label in name)
          aria-label={username ? t('avatar.menuOf', { name: username }) : t('avatar.menu')}
          icon={<Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} alt="" />}
        >
          {/* from lg on: a tablet's top bar needs the room for its toggle and search */}
          {screens.lg && (
            <span className={`${styles.ellipsis} ${styles.avatarName}`} data-user-data>
              {username}
            </span>
          )}
        </Button>
      </Dropdown>
      <Suspense fallback={null}>
        {dialog === 'info' && <PersonalInfoDialog open onClose={() => setDialog(null)} />}
        {dialog === 'position' && <PositionSwitchDialog open onClose={() => setDialog(null)} />}
        {dialog === 'password' && <ChangePasswordDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
