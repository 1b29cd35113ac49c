import type { AnchorHTMLAttributes, CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { theme } from 'antd';
import styles from './ActionLink.module.css';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick' | 'href'> & {
  onClick: () => void;
  disabled?: boolean;
  /** bold, as antd's Typography `strong` */
  strong?: boolean;
  children?: ReactNode;
};

/**
 * A link that opens something in code (a window, a drawer) instead of an address: focusable, opens with Enter as
 * links do (antd's Link without href is an <a> the keyboard cannot reach). A plain <a> in the colours of antd's
 * Typography.Link (the theme's link tokens), so the first screen needs none of Typography (issue 18).
 */
export function ActionLink({ onClick, disabled, strong, className, style, children, ...rest }: Props) {
  const { token } = theme.useToken();
  const colours = {
    '--action-link': token.colorLink,
    '--action-link-hover': token.colorLinkHover,
    '--action-link-active': token.colorLinkActive,
    '--action-link-disabled': token.colorTextDisabled,
    '--action-link-focus': token.colorPrimaryBorder,
    '--action-link-focus-width': `${token.lineWidthFocus}px`,
    '--action-link-motion': token.motionDurationSlow,
    lineHeight: token.lineHeight,
  } as CSSProperties;
  return (
    <a
      {...rest}
      className={[styles.link, className].filter(Boolean).join(' ')}
      style={{ ...colours, ...style }}
      aria-disabled={disabled || undefined}
      role="link"
      tabIndex={disabled ? -1 : 0}
      onClick={(e: MouseEvent) => {
        if (!disabled) onClick();
        e.preventDefault();
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' && !disabled) onClick();
      }}
    >
      {strong ? <strong>{children}</strong> : children}
    </a>
  );
}
