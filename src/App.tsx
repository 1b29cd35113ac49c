import { useEffect, useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLanguage, type Language } from '@/shared/i18n';
import { NotifierBridge } from '@/features/feedback';
import { appThemeConfig, DocumentTheme, useThemeSettings } from '@/features/theme';
import { useMediaQuery } from '@/shared/ui/a11y';
import { AppRouter } from './app/AppRouter';
import { queryClient } from './app/queryClient';

// zh-CN is the default and ships with the first screen; the others load when chosen
const antdLocales: Record<Exclude<Language, 'zh-CN'>, () => Promise<{ default: Locale }>> = {
  'en-US': () => import('antd/locale/en_US'),
  id: () => import('antd/locale/id_ID'),
};

function useAntdLocale(language: Language): Locale | null {
  const [locale, setLocale] = useState<Locale | null>(language === 'zh-CN' ? zhCN : null);
  useEffect(() => {
    if (language === 'zh-CN') return setLocale(zhCN);
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

/** Providers (theme tokens, locale, antd App, server state) around the router. */
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
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <NotifierBridge />
          <AppRouter />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
