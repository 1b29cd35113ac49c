import { useEffect, useState } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLanguage, type Language } from '@/shared/i18n';
import { NotifierBridge } from '@/features/feedback';
import { appThemeConfig, DocumentTheme, useThemeSettings } from '@/features/theme';
import { useMediaQuery } from '@/shared/ui/a11y';
import { AppRouter } from './app/AppRouter';
import { LightApp } from './app/LightApp';
import { queryClient } from './app/queryClient';
import { preloadPage } from './app/router/registry';
import { isHomePath } from './app/router/prefetch';

// zh-CN is the default and ships with the first screen; the others load when chosen
const antdLocales: Record<Exclude<Language, 'zh-CN'>, () => Promise<{ default: Locale }>> = {
  'en-US': () => import('antd/locale/en_US'),
  id: () => import('antd/locale/id_ID'),
};

const preloadedLocales: Partial<Record<Language, Locale>> = {};

function useAntdLocale(language: Language): Locale | null {
  const [locale, setLocale] = useState<Locale | null>(language === 'zh-CN' ? zhCN : (preloadedLocales[language] ?? null));
  useEffect(() => {
    if (language === 'zh-CN') return setLocale(zhCN);
    const preloaded = preloadedLocales[language];
    if (preloaded) return setLocale(preloaded);
    let live = true;
    antdLocales[language]()
      .then((m) => live && setLocale(m.default))
      .catch(() => live && setLocale(zhCN));
    return () => {
      live = false;
    };
  }, [language]);
  return locale;
}

/**
 * What the first render needs beyond this chunk, loaded before it: the start page's code (so it shows without
 * suspending) and antd's texts of a language other than Chinese (else the providers wait a round trip after mount).
 */
export function prepareFirstRender(pathname: string, language: Language): Promise<unknown> {
  return Promise.all([
    isHomePath(pathname) ? preloadPage('dashboard/Home') : undefined,
    language === 'zh-CN'
      ? undefined
      : antdLocales[language]().then(
          (m) => void (preloadedLocales[language] = m.default),
          () => undefined,
        ),
  ]);
}

/** Providers (theme tokens, locale, antd's App context, server state) around the router. */
export function App() {
  const { language } = useLanguage();
  const locale = useAntdLocale(language);
  const settings = useThemeSettings();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = appThemeConfig(settings, { reducedMotion });
  if (!locale) return null;
  return (
    <ConfigProvider theme={theme} locale={locale}>
      <DocumentTheme dark={settings.style === 'dark'} />
      <LightApp>
        <QueryClientProvider client={queryClient}>
          <NotifierBridge />
          <AppRouter />
        </QueryClientProvider>
      </LightApp>
    </ConfigProvider>
  );
}
