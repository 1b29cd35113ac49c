import { useEffect } from 'react';

export interface RepairLabels {
  /** the name of a table's scrolling body, which becomes a keyboard stop so it can be scrolled with the arrow keys */
  tableScroll: string;
}

const FOCUSABLE = ['a[href]', 'button', 'input', 'select', 'textarea', '[tabindex]'].map((s) => `${s}:not([tabindex="-1"])`).join(', ');

/**
 * Fixes, in the page as rendered, three accessibility faults of antd's markup that no prop reaches:
 * - rc-tabs puts role=tablist on the whole bar, so the overflow button, the bar's extra content and the
 *   close buttons sit inside the tablist (axe aria-required-children; screen readers miscount the tabs):
 *   the role moves to the list that holds only the tabs. The close buttons of closable tabs leave the tab
 *   order and the accessibility tree (mouse shortcuts; every closable tab bar offers a menu for the keyboard);
 * - a table's hidden measure row copies the header (select-all box, sorters) with focusable content
 *   under aria-hidden (axe aria-hidden-focus): it leaves the tab order;
 * - a table body that scrolls (scroll.x / scroll.y) cannot be reached by keyboard (axe
 *   scrollable-region-focusable): it becomes a named, focusable region.
 * React leaves attributes it did not set alone, so each fix survives re-renders; new nodes are fixed as they come.
 */
export function repairAntdAria(root: ParentNode, labels: RepairLabels): void {
  for (const nav of root.querySelectorAll('.ant-tabs-nav[role="tablist"]')) {
    const list = nav.querySelector(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
    if (!list) continue;
    list.setAttribute('role', 'tablist');
    const orientation = nav.getAttribute('aria-orientation');
    if (orientation) list.setAttribute('aria-orientation', orientation);
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  }
  for (const close of root.querySelectorAll('.ant-tabs-tab-remove:not([aria-hidden])')) {
    close.setAttribute('tabindex', '-1');
    close.setAttribute('aria-hidden', 'true');
  }
  for (const row of root.querySelectorAll('.ant-table-measure-row')) {
    for (const el of row.querySelectorAll(FOCUSABLE)) el.setAttribute('tabindex', '-1');
  }
  for (const body of root.querySelectorAll<HTMLElement>('.ant-table-body, .ant-table-content')) {
    if (body.hasAttribute('tabindex')) continue;
    if (body.classList.contains('ant-table-content') && !/auto|scroll/.test(body.style.overflowX + body.style.overflow)) continue;
    body.setAttribute('tabindex', '0');
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', labels.tableScroll);
  }
}

/** Keeps {@link repairAntdAria} applied to the whole document while mounted. */
export function useAntdAriaRepairs(labels: RepairLabels): void {
  const { tableScroll } = labels;
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      repairAntdAria(document.body, { tableScroll });
    };
    run();
    // at most once a frame, however many nodes a render adds
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(run);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [tableScroll]);
}
