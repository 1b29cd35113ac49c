import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { mockSetupState, setupHandlers } from '../../../mocks/handlers';
import CompanySetup from '@/features/setup/pages/CompanySetup';
import { LANGUAGES, offeredLanguages, setOfferedLanguages } from '@/shared/i18n';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setOfferedLanguages(LANGUAGES);
});
afterAll(() => server.close());

function setup(m = mockSetupState()) {
  server.use(...setupHandlers(m));
  renderPage(<CompanySetup />, { path: '/sysAdmin/setup' });
  return m;
}

describe('the company setup page', { timeout: 30_000 }, () => {
  it('saves the name, the languages and new units, and finishes the setup', async () => {
    const m = setup();
    const name = await screen.findByLabelText('Company name');
    await waitFor(() => expect(name).toHaveValue('我的公司'));
    fireEvent.change(name, { target: { value: 'Harbour Lamps Ltd' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bahasa Indonesia (Indonesian)' }));
    fireEvent.change(screen.getByLabelText('New units'), { target: { value: 'Sales\n\n Finance \n' } });
    expect(screen.getByRole('link', { name: /Import people/ }).getAttribute('href')).toBe('/sysAdmin/users');
    fireEvent.click(screen.getByRole('button', { name: 'Save and finish the setup' }));
    await waitFor(() =>
      expect(m.saved).toEqual([
        { companyName: 'Harbour Lamps Ltd', languages: ['zh-CN', 'en-US'], units: ['Sales', 'Finance'], complete: true, version: 0 },
      ]),
    );
    // the language menus offer the new set at once
    await waitFor(() => expect(offeredLanguages()).toEqual(['zh-CN', 'en-US']));
    expect(await screen.findByText('The company setup is complete.')).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and finish the setup' })).not.toBeInTheDocument();
  });

  it('asks for a name and a language before saving', async () => {
    const m = setup();
    const name = await screen.findByLabelText('Company name');
    await waitFor(() => expect(name).toHaveValue('我的公司'));
    fireEvent.change(name, { target: { value: '  ' } });
    for (const l of ['简体中文 (Chinese)', 'English', 'Bahasa Indonesia (Indonesian)'])
      fireEvent.click(screen.getByRole('checkbox', { name: l }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
    expect(await screen.findByText('Choose at least one language')).toBeInTheDocument();
    expect(m.saved).toEqual([]);
  });

  it('tells a company that started with demo data there is nothing to set up', async () => {
    setup(mockSetupState({ applies: false, completed: true }));
    expect(await screen.findByText('This portal started with demo data: there is no first-run setup.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('lets the administrator of such a company narrow the languages offered; the language menus follow at once', async () => {
    const m = setup(mockSetupState({ applies: false, completed: true }));
    const indonesian = await screen.findByRole('checkbox', { name: 'Bahasa Indonesia (Indonesian)' });
    await waitFor(() => expect(indonesian).toBeChecked());
    fireEvent.click(indonesian);
    fireEvent.click(screen.getByRole('button', { name: 'Save the languages' }));
    await waitFor(() => expect(m.savedLanguages).toEqual([{ languages: ['zh-CN', 'en-US'], version: 0 }]));
    await waitFor(() => expect(offeredLanguages()).toEqual(['zh-CN', 'en-US']));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // none is refused before anything is sent
    for (const l of ['简体中文 (Chinese)', 'English']) fireEvent.click(screen.getByRole('checkbox', { name: l }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the languages' }));
    expect(await screen.findByText('Choose at least one language')).toBeInTheDocument();
    expect(m.savedLanguages).toHaveLength(1);
  });
});
