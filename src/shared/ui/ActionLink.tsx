import type { KeyboardEvent, MouseEvent } from 'react';
import { Typography } from 'antd';
import type { LinkProps } from 'antd/es/typography/Link';

/**
 * A link that opens something in code (a window, a drawer) instead of an address. antd's Link without href is
 * an <a> the keyboard cannot reach: this one is focusable and opens with Enter, as links do.
 */
export function ActionLink({ onClick, disabled, ...rest }: LinkProps & { onClick: () => void }) {
  return (
    <Typography.Link
      {...rest}
      disabled={disabled}
      role="link"
      tabIndex={disabled ? -1 : 0}
      onClick={(e: MouseEvent) => {
        if (!disabled) onClick();
        e.preventDefault();
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' && !disabled) onClick();
      }}
    />
  );
}
