import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { SETUP_CALLS } from '@contract/setup';
import { server } from '../../../mocks/node';
import { fail } from '../../../mocks/envelope';
import { mockSetupState, setupHandlers } from '../../../mocks/handlers';
import { loadOfferedLanguages } from '@/app/offeredLanguages';
import { LANGUAGES, i18n, offeredLanguages, setOfferedLanguages, startLanguage } from '@/shared/i18n';
import { browserLocation } from '@/shared/browser';
import { STORAGE_KEYS } from '@/shared/storage';
import { renderShell, setUpShellTests, signIn } from '../app/support/renderShell';

vi.mock('@/features/search', () => ({ GlobalSearchBox: () => null, SearchResults: () => null, useSearchActive: () => false }));
vi.mock('@/features/messages', () => ({ MessageBell: () => null }));
vi.mock('@/features/downloads', () => ({ DownloadNotice: () => null }));
vi.mock('@/features/assistant', () => ({ AssistantWidget: () => null }));

/**
 * Issue 30: the company offers fewer languages. The portal asks at start (the public call, msw here), the top bar's
 * language menu then offers only those, and a stored, chosen or browser language not offered falls back to the first
 * offered.
 */
setUpShellTests();
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => setOfferedLanguages(LANGUAGES));

/** The company offers `languages`: answered by the setup's handlers as the server answers. */
async function offering(languages: ('zh-CN' | 'en-US' | 'id')[]) {
  server.use(...setupHandlers(mockSetupState({ languages })));
  return loadOfferedLanguages();
}

describe('the languages the company offers', { timeout: 30_000 }, () => {
  it('are asked for at start; the top bar offers only them, and choosing one still stores it and reloads', async () => {
    expect(await offering(['zh-CN', 'en-US'])).toEqual(['zh-CN', 'en-US']);
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    signIn();
    renderShell('/home');
    fireEvent.click(await screen.findByRole('button', { name: '语言' }));
    const menu = (await screen.findByText('简体中文')).closest<HTMLElement>('[role=menu]')!;
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['简体中文', 'English']);
    expect(screen.queryByText('Bahasa Indonesia')).toBeNull();
    fireEvent.click(within(menu).getByText('English'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem(STORAGE_KEYS.language)).toContain('en-US');
  });

  it('stay all three when the call fails (the portal still starts)', async () => {
    server.use(http.get(SETUP_CALLS.languages.path, () => fail(500, 'down')));
    expect(await loadOfferedLanguages()).toEqual(['zh-CN', 'en-US', 'id']);
  });

  it.each([
    ['a stored language not offered', () => localStorage.setItem(STORAGE_KEYS.language, 'id'), null, [], 'zh-CN'],
    ['a stored language offered', () => localStorage.setItem(STORAGE_KEYS.language, 'en-US'), null, [], 'en-US'],
    ['a browser whose first language is not offered: its next one', () => {}, null, ['id-ID', 'en-GB'], 'en-US'],
    ['a browser speaking none of them', () => {}, null, ['id-ID', 'fr'], 'zh-CN'],
    ['a language handed over from the login page but not offered', () => {}, 'id', ['en-US'], 'zh-CN'],
  ] as const)('%s gives %s', async (_, before, chosen, browser, expected) => {
    await offering(['zh-CN', 'en-US']);
    before();
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    expect(startLanguage(chosen, browser)).toBe(expected);
    // a choice not offered is not stored over the person's own (it returns when the company offers it again)
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(stored);
  });

  it('fall back to the first offered, which need not be Chinese', async () => {
    await offering(['en-US', 'id']);
    localStorage.setItem(STORAGE_KEYS.language, 'zh-CN');
    expect(startLanguage(null, [])).toBe('en-US');
    localStorage.clear();
    expect(startLanguage(null, ['de', 'zh-CN'])).toBe('en-US');
    expect(startLanguage(null, ['id-ID'])).toBe('id');
  });

  it('are never none: an empty or unknown list changes nothing', async () => {
    await offering(['id']);
    setOfferedLanguages([]);
    setOfferedLanguages(['fr']);
    expect(offeredLanguages()).toEqual(['id']);
  });
});
