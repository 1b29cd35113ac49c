import { afterAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';
import { appTitle, readConfig } from '@/shared/config';
import { Logo } from '@/app/shell/Logo';
import { perLanguage } from '../support/languages';

afterAll(() => initI18n('zh-CN'));

describe('the app title per language (issue: 审批门户 in the English portal)', () => {
  it.each(perLanguage({ 'zh-CN': '审批门户', 'en-US': 'Approval Portal', id: 'Portal Persetujuan' }))(
    'without configuration %s reads the translated default %s',
    (language, expected) => {
      initI18n(language);
      expect(appTitle(language, readConfig({}))).toBe(expected);
    },
  );

  it('a title configured per language wins, then the one title for all languages', () => {
    initI18n('en-US');
    const config = readConfig({ VITE_APP_TITLE: 'Acme', VITE_APP_TITLE_EN_US: 'Acme Approvals', VITE_APP_TITLE_ID: '' });
    expect(appTitle('en-US', config)).toBe('Acme Approvals');
    expect(appTitle('id', config)).toBe('Acme');
  });

  it('the logo shows the title of the interface language', () => {
    initI18n('id');
    render(
      <MemoryRouter>
        <Logo />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Portal Persetujuan' })).toBeInTheDocument();
  });
});
