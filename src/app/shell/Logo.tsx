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
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
      {!collapsed && (needsTooltip(title, ITEM_TOOLTIP_OVER) ? <Tooltip title={title}>{text}</Tooltip> : text)}
    </Link>
  );
}
