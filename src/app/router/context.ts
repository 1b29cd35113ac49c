import { createContext, useContext } from 'react';
import { pageRegistry, type PageRegistry } from './registry';
import type { CompiledRoute, MenuNode } from './types';

export interface ShellData {
  routes: CompiledRoute[];
  menu: MenuNode[];
  indexPath: string;
  /** the pages routes resolve against (tests give their own) */
  registry: PageRegistry;
}

export const EMPTY_SHELL: ShellData = { routes: [], menu: [], indexPath: '/default', registry: pageRegistry };

export const ShellDataContext = createContext<ShellData>(EMPTY_SHELL);

export const useShellData = () => useContext(ShellDataContext);

/**
 * The compiled route a page element was created for. Kept-alive pages keep their own value while
 * hidden, which the router's matches (always the current location) cannot give.
 */
export const CurrentRouteContext = createContext<CompiledRoute | null>(null);

export const useCurrentRoute = () => useContext(CurrentRouteContext);
