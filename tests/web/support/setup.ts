import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fakeMatchMedia } from './matchMedia';

afterEach(() => cleanup());
// findBy and waitFor wait up to 5 s: two test files share a 2-core machine, and a page's first render loads its
// lazy parts (a wait that ends early fails a test that is right; a wrong screen still fails, only later)
configure({ asyncUtilTimeout: 5_000 });
// role queries take hidden elements too: working out what is hidden (every ancestor's computed style) made them the
// slowest part of the suite in jsdom. A test about what is hidden asks with { hidden: false }.
configure({ defaultHidden: true });

// antd reads these browser APIs, which jsdom does not have
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// the app fetches only the interface language's texts (src/main.tsx), the first screen's first; tests switch languages freely
import { packOf, registerLanguage } from '@/shared/i18n/resources';
import zhCN from '@/shared/i18n/packs/zh-CN';
import zhCNMore from '@/shared/i18n/packs/zh-CN-more';
import enUS from '@/shared/i18n/packs/en-US';
import enUSMore from '@/shared/i18n/packs/en-US-more';
import id from '@/shared/i18n/packs/id';
import idMore from '@/shared/i18n/packs/id-more';

registerLanguage('zh-CN', packOf({ ...zhCN, ...zhCNMore }));
registerLanguage('en-US', packOf({ ...enUS, ...enUSMore }));
registerLanguage('id', packOf({ ...id, ...idMore }));
