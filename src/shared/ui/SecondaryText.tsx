import type { HTMLAttributes } from 'react';
import { theme } from 'antd';

/** antd's `<Typography.Text type="secondary">` as a plain span in the theme's colour (the first screen needs no Typography). */
export function SecondaryText({ style, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  const { token } = theme.useToken();
  return <span {...rest} style={{ color: token.colorTextDescription, wordBreak: 'break-word', lineHeight: token.lineHeight, ...style }} />;
}
