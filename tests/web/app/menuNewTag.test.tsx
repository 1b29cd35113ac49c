import { afterAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Menu } from 'antd';
import { i18n, initI18n } from '@/shared/i18n';
import { toMenuItems } from '@/app/shell/menu/menuItems';
import type { MenuNode } from '@/app/router/types';
import { perLanguage } from '../support/languages';

afterAll(() => initI18n('zh-CN'));

const node: MenuNode = {
  key: 'item:start',
  alias: 'startProcess',
  title: '发起流程',
  to: '/matter/startProcess',
  openType: 'current',
  newTag: true,
};

describe('the New tag of a side menu item (issue: an English "New" in the Chinese menu)', () => {
  it.each(perLanguage({ 'zh-CN': '新', 'en-US': 'New', id: 'Baru' }))('reads %s -> %s', (language, tag) => {
    initI18n(language);
    render(<Menu mode="inline" items={toMenuItems([node], i18n.getFixedT(language, 'shell'))} />);
    expect(screen.getByText(tag)).toBeInTheDocument();
  });
});
