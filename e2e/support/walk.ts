import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { PORTAL_CALLS } from '../../contract/portal.js';

export const LANGUAGES = ['zh-CN', 'en-US', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

interface MenuItem {
  name: string;
  path: string;
  component?: string;
  routeData?: { openType?: string; hidden?: boolean };
  children?: MenuItem[];
}

/** Every translation key of the portal (`key` and `ns:key`), to spot a raw key on screen. */
function translationKeys(): Set<string> {
  const keys = new Set<string>();
  const dir = path.join(process.cwd(), 'locales', 'zh-CN');
  const walk = (ns: string, node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      keys.add(prefix);
      keys.add(`${ns}:${prefix}`);
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(ns, v, prefix ? `${prefix}.${k}` : k);
    }
  };
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    const ns = file.slice(0, -5);
    walk(ns, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), '');
  }
  // single words are also ordinary English ('name', 'title'): only dotted keys are telling
  return new Set([...keys].filter((k) => k.includes('.')));
}

const KEYS = translationKeys();
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The chrome of a screen: the parts whose text comes from the portal, not from data (menu names
 * come from the server in the reader's language and count as chrome too).
 */
const CHROME = [
  '.ant-layout-sider .ant-menu',
  'header',
  '.ant-tabs-tab',
  'main th',
  'main button',
  'main .ant-form-item-label',
  'main .ant-empty-description',
  'main .ant-pagination',
  'main .ant-card-head-title',
  'main .ant-descriptions-item-label',
  'main h1, main h2, main h3, main h4',
  'main .ant-result-title, main .ant-result-subtitle',
  'main .ant-alert-message',
];

export interface Finding {
  where: string;
  what: string;
}

/** What the screen shows, read in one round trip to the page (a walk reads ~70 screens a test). */
interface ScreenRead {
  shell: boolean;
  errorScreen: string | null;
  errorToast: string | null;
  body: string;
  chrome: Array<{ selector: string; text: string }>;
  placeholders: string[];
}

function readScreen(chrome: string[]): ScreenRead {
  // visible as Playwright's :visible means it: a box on screen and not visibility:hidden
  const visible = (e: Element) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const first = (selector: string) => [...document.querySelectorAll(selector)].find(visible) as HTMLElement | undefined;
  const shell = [...document.querySelectorAll('.ant-layout-sider .ant-menu, header')][0];
  return {
    shell: Boolean(shell && visible(shell)),
    errorScreen: first('.ant-result-500, .ant-result-error, main .ant-result-warning')?.innerText ?? null,
    errorToast: first('.ant-message-error, .ant-notification-notice-error')?.innerText ?? null,
    body: document.body.innerText,
    chrome: chrome.flatMap((selector) =>
      [...document.querySelectorAll(selector)]
        .filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed')
        .filter((e) => !e.closest('[data-user-data]'))
        .map((e) => {
          // the signed-in user's name and other data marked as such are not chrome
          const copy = e.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[data-user-data]').forEach((d) => d.remove());
          return { selector, text: copy.textContent ?? '' };
        }),
    ),
    placeholders: [...document.querySelectorAll('main input[placeholder]')].filter(visible).map((e) => e.getAttribute('placeholder') ?? ''),
  };
}

/** What is wrong on the visible screen: error screens, raw keys, Chinese chrome outside zh-CN. */
export async function inspectScreen(page: Page, where: string, language: Language): Promise<Finding[]> {
  const findings: Finding[] = [];
  const screen = await page.evaluate(readScreen, language === 'zh-CN' ? [] : CHROME);
  if (!screen.shell) findings.push({ where, what: 'the shell (menu and top bar) is gone' });
  if (screen.errorScreen !== null) findings.push({ where, what: `error screen: ${screen.errorScreen.slice(0, 200)}` });
  if (screen.errorToast !== null) findings.push({ where, what: `error message: ${screen.errorToast.slice(0, 200)}` });

  for (const token of screen.body.split(/[\s,;:()（）「」"'“”]+/)) {
    const bare = token.replace(/[.。!?！？…]+$/, '');
    if (KEYS.has(bare)) findings.push({ where, what: `raw key: ${bare}` });
  }
  if (language !== 'zh-CN') {
    for (const { selector, text } of screen.chrome)
      if (CJK.test(text)) findings.push({ where, what: `Chinese in ${selector}: ${text.slice(0, 80)}` });
    for (const p of screen.placeholders) if (CJK.test(p)) findings.push({ where, what: `Chinese placeholder: ${p}` });
  }
  return findings;
}

/** Waits until the visible page has stopped loading (no spinner in the content area). */
export async function settle(page: Page) {
  await expect(page.locator('main .ant-spin-spinning:visible, main .ant-skeleton-active:visible')).toHaveCount(0, { timeout: 15_000 });
}

/** The signed-in user's menu tree in a language, from the call the portal makes. */
export async function fetchMenu(page: Page, token: string, rtoken: string, language: Language): Promise<MenuItem[]> {
  const res = await page.request.get(PORTAL_CALLS.menu.path, {
    params: { menuAlias: 'front_menu' },
    headers: { 'P-Auth': token, 'P-RToken': rtoken, 'P-LangId': language, 'Accept-Language': language },
  });
  const body = await res.json();
  expect(body.state, body.message).toBe(true);
  return body.value as MenuItem[];
}

export interface Leaf {
  trail: string[];
  item: MenuItem;
}

/** The leaves a person can open inside the portal (external links and new-tab items left out). */
export function menuLeaves(items: MenuItem[], trail: string[] = []): Leaf[] {
  return items.flatMap((item) => {
    if (item.routeData?.hidden) return [];
    if (item.children?.length) return menuLeaves(item.children, [...trail, item.name]);
    if (item.routeData?.openType === 'external' || item.routeData?.openType === 'tab') return [];
    return [{ trail: [...trail, item.name], item }];
  });
}

/** Opens a menu leaf through the side menu, as a person does: sub-menus first, then the item. */
export async function openLeaf(page: Page, leaf: Leaf) {
  const sider = page.locator('.ant-layout-sider');
  for (const name of leaf.trail.slice(0, -1)) {
    const sub = sider
      .locator('.ant-menu-submenu')
      .filter({ has: page.locator('.ant-menu-submenu-title', { hasText: name }) })
      .first();
    if (!(await sub.evaluate((e) => e.classList.contains('ant-menu-submenu-open')))) {
      await sub.locator('.ant-menu-submenu-title').first().click();
    }
  }
  const name = leaf.trail[leaf.trail.length - 1];
  // the whole label: "Settings" must not pick "Notification settings" folded away in another group
  const exact = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  const whole = sider.locator('li.ant-menu-item').filter({ hasText: exact });
  // a label with a tag beside it ("new") is found by its text alone
  await ((await whole.count()) ? whole : sider.locator('li.ant-menu-item').filter({ hasText: name })).first().click();
  // the old page stays on screen while the new one's code loads: wait for the shell's tab of the new one
  await expect(page.locator('.ant-tabs-tab-active:not(main *)').filter({ hasText: name }).first()).toBeVisible({ timeout: 20_000 });
}

/** Waits for the shell after signing in (the boot spinner comes first). */
export async function waitForShell(page: Page) {
  await expect(page.locator('.ant-layout-sider .ant-menu')).toBeVisible({ timeout: 20_000 });
  await settle(page);
}

/** Clicks every tab of the page's own tab strips (overflowed ones too), checking each screen. */
export async function walkPageTabs(page: Page, where: string, language: Language): Promise<Finding[]> {
  const findings: Finding[] = [];
  // the strip is pinned by its position among all strips: hidden kept-alive pages hold strips too
  const strips = page.locator('main .ant-tabs');
  const index = await strips.evaluateAll((els) => els.findIndex((e) => (e as HTMLElement).offsetParent !== null));
  if (index < 0) return findings;
  const strip = strips.nth(index);
  const count = await strip.locator('.ant-tabs-nav-list > .ant-tabs-tab').count();
  for (let i = 0; i < count; i++) {
    const tab = strip.locator('.ant-tabs-nav-list > .ant-tabs-tab').nth(i);
    const label = (await tab.textContent({ timeout: 5_000 }).catch(() => null)) ?? `tab ${i + 1}`;
    try {
      // an overflowed tab sits off the strip; a click on its button changes the tab all the same
      await tab.locator('.ant-tabs-tab-btn').evaluate((e) => (e as HTMLElement).click(), undefined, { timeout: 5_000 });
      await expect(tab).toHaveClass(/ant-tabs-tab-active/, { timeout: 5_000 });
      await settle(page);
    } catch {
      findings.push({ where: `${where} › ${label}`, what: 'the tab strip went away after a click' });
      findings.push(...(await inspectScreen(page, `${where} › ${label}`, language)));
      return findings;
    }
    findings.push(...(await inspectScreen(page, `${where} › ${label}`, language)));
  }
  return findings;
}
