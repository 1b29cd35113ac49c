import { Grid } from 'antd';

/**
 * Phone and small tablet widths: below antd's `md` breakpoint (768 px), which is also a 1440 px
 * window at 200 % zoom. A real window always matches `xs` or `sm` there; a window that matches no
 * breakpoint at all (jsdom without a matchMedia answer) keeps the desktop layout.
 */
export function usePhoneLayout(): boolean {
  const screens = Grid.useBreakpoint();
  return Boolean(screens.xs || screens.sm) && !screens.md;
}
