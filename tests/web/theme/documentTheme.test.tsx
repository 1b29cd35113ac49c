import { render } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { appThemeConfig, DEFAULT_THEME, DocumentTheme } from '@/features/theme';

const tokenOf = (style: 'light' | 'dark') => theme.getDesignToken(appThemeConfig({ ...DEFAULT_THEME, style }));
const rgb = (hex: string) => {
  const probe = document.createElement('div');
  probe.style.background = hex;
  return probe.style.background;
};

describe('DocumentTheme', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
    document.documentElement.removeAttribute('style');
  });

  it('paints the page in the dark theme, so pages without the main layout are not white around dark cards', () => {
    render(
      <ConfigProvider theme={appThemeConfig({ ...DEFAULT_THEME, style: 'dark' })}>
        <DocumentTheme dark />
      </ConfigProvider>,
    );
    expect(document.body.style.background).toBe(rgb(tokenOf('dark').colorBgLayout));
    expect(document.body.style.background).not.toBe(rgb(tokenOf('light').colorBgLayout));
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('follows a switch back to the light theme', () => {
    const view = render(
      <ConfigProvider theme={appThemeConfig({ ...DEFAULT_THEME, style: 'dark' })}>
        <DocumentTheme dark />
      </ConfigProvider>,
    );
    view.rerender(
      <ConfigProvider theme={appThemeConfig({ ...DEFAULT_THEME, style: 'light' })}>
        <DocumentTheme dark={false} />
      </ConfigProvider>,
    );
    expect(document.body.style.background).toBe(rgb(tokenOf('light').colorBgLayout));
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
});
