import type { ComponentType } from 'react';
import * as MENU_ICONS from './menuIcons';

// the module's namespace is the lookup by name: one list of the bundled icons (menuIcons.ts)
const ICONS: Record<string, ComponentType> = MENU_ICONS;

export function MenuIcon({ name }: { name?: string | null }) {
  const Icon = (name && Object.hasOwn(ICONS, name) && ICONS[name]) || ICONS.AppstoreOutlined;
  return <Icon />;
}

export const knownMenuIcon = (name: string): boolean => Object.hasOwn(ICONS, name);
