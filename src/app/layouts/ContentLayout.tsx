import type { ReactNode } from 'react';
import type { LayoutKind } from '../router/types';
import styles from './layouts.module.css';

/**
 * The content layouts of spec 01 §2 inside the frame: pages with the standard padding, the home
 * and data-dashboard pages edge to edge, previews and embedded pages at full height, directory
 * overviews (multilevel menus). `empty` pages fill the window.
 */
export function ContentLayout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  return (
    <div className={`${styles.content} ${styles[kind] ?? ''}`} data-layout={kind}>
      {children}
    </div>
  );
}
