import { Tooltip, theme } from 'antd';
import { Link } from 'react-router-dom';
import { appTitle } from '@/shared/config';
import { ITEM_TOOLTIP_OVER, needsTooltip } from './menu/menuModel';
import styles from './shell.module.css';

/** Logo and title; a title longer than 8 characters gets a tooltip with the whole of it. */
export function Logo({ collapsed = false, title = appTitle() }: { collapsed?: boolean; title?: string }) {
  const { token } = theme.useToken();
  const text = (
    <span className={`${styles.ellipsis} ${styles.logoTitle}`} style={{ color: token.colorText, fontWeight: token.fontWeightStrong }}>
      {title}
    </span>
  );
  return (
    <Link to="/" className={styles.logo} aria-label={title}>
      {/* the tab icon's drawing (public/favicon.svg) inline: no second request for it on the first screen */}
      <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden focusable="false">
        <rect width="32" height="32" rx="6" fill="#2F54EB" />
        <path d="M9 16.5l4.5 4.5L23 11" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!collapsed && (needsTooltip(title, ITEM_TOOLTIP_OVER) ? <Tooltip title={title}>{text}</Tooltip> : text)}
    </Link>
  );
}
