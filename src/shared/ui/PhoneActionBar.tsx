import { useEffect, useRef, type ReactNode } from 'react';
import { theme } from 'antd';
import styles from './phoneActionBar.module.css';

/** The CSS variable holding the bar's height while one is shown: the assistant's floating button keeps above it. */
export const BOTTOM_BAR_VAR = '--tr-bottom-bar';
/** The CSS variable the assistant sets on a phone: the room its floating button takes at the bottom of the window. */
export const FLOAT_ROOM_VAR = '--tr-float-room';

/**
 * A phone's actions in a bar fixed to the bottom of the window while the page scrolls above it, with room
 * under the page so its last line scrolls clear of the bar and of the assistant's button above it.
 * (Sticky would not do: a watermark layer that clips its content becomes the scroll container.)
 */
export function PhoneActionBar({ children, testId = 'phone-actions' }: { children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => {
      root.setProperty(BOTTOM_BAR_VAR, `${element.offsetHeight}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_BAR_VAR);
    };
  }, []);

  return (
    <>
      <div className={styles.space} aria-hidden />
      <div
        ref={bar}
        className={styles.bar}
        data-testid={testId}
        style={{ background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}
      >
        {children}
      </div>
    </>
  );
}
