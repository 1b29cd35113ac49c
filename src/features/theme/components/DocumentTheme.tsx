import { useEffect } from 'react';
import { theme } from 'antd';

/**
 * Paints the page itself in the theme: the body's background and the browser's colour scheme
 * (scroll bars, form controls). Pages without the main layout (an approval form in its own
 * window, full-screen pages) would otherwise show white around dark cards.
 */
export function DocumentTheme({ dark }: { dark: boolean }) {
  const { token } = theme.useToken();
  useEffect(() => {
    const { body, documentElement } = document;
    body.style.background = token.colorBgLayout;
    body.style.color = token.colorText;
    documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [token.colorBgLayout, token.colorText, dark]);
  return null;
}
