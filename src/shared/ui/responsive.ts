import { Grid } from 'antd';

/**
 * The window is narrower than antd's breakpoint `bp`. A real window always matches `xs` or `sm`;
 * one that matches no breakpoint at all (jsdom without a matchMedia answer) counts as wide.
 */
export function useNarrowerThan(bp: 'sm' | 'md' | 'lg' | 'xl'): boolean {
  const screens = Grid.useBreakpoint();
  return Boolean(screens.xs || screens.sm) && !screens[bp];
}

/** Phone and small tablet widths: below `md` (768 px), which is also a 1440 px window at 200 % zoom. */
export function usePhoneLayout(): boolean {
  return useNarrowerThan('md');
}
