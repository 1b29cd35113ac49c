import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { renderUi } from './render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** a fresh module (the real box not loaded yet) and its store */
async function fresh() {
  vi.resetModules();
  const { GlobalSearchBox } = await import('@/features/search');
  const { useSearchStore, initialSearchState } = await import('@/features/search/store');
  useSearchStore.setState(initialSearchState);
  return { GlobalSearchBox, useSearchStore };
}

const realSelect = () => document.querySelector('.ant-select');

describe('the top bar search box before it is used (issue 18)', () => {
  beforeEach(() => server.resetHandlers());

  it('is a look-alike with the same names, without antd Select, until focused', async () => {
    const { GlobalSearchBox } = await fresh();
    renderUi(<GlobalSearchBox />);
    expect(screen.getByRole('search', { name: 'Global search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search type' })).toHaveTextContent('User');
    expect(screen.getByRole('searchbox', { name: 'Search text' })).toHaveAttribute('placeholder', 'Name, account or pinyin');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(realSelect()).toBeNull();
  });

  it('Enter and the button of the look-alike search at once', async () => {
    const { GlobalSearchBox, useSearchStore } = await fresh();
    renderUi(<GlobalSearchBox />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search text' }), { target: { value: ' lina ' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search text' }), { key: 'Enter' });
    expect(useSearchStore.getState()).toMatchObject({ pattern: 'lina', active: true, serial: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(useSearchStore.getState().serial).toBe(2);
  });

  it('text typed while the real box loads stays, fires after the debounce, and the real box keeps the focus', async () => {
    const { GlobalSearchBox, useSearchStore } = await fresh();
    renderUi(<GlobalSearchBox />);
    const lookalike = screen.getByRole('searchbox', { name: 'Search text' });
    act(() => lookalike.focus());
    fireEvent.change(lookalike, { target: { value: 'zhao' } });
    await waitFor(() => expect(realSelect()).not.toBeNull());
    const real = screen.getByRole('searchbox', { name: 'Search text' });
    expect(real).not.toBe(lookalike);
    expect(real).toHaveValue('zhao');
    expect(real).toHaveFocus();
    await waitFor(() => expect(useSearchStore.getState()).toMatchObject({ pattern: 'zhao', active: true, serial: 1 }));
  });

  it('a click on the type opens the real list', async () => {
    const { GlobalSearchBox, useSearchStore } = await fresh();
    renderUi(<GlobalSearchBox />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search type' }));
    await waitFor(() => expect(realSelect()).not.toBeNull());
    expect(screen.getByRole('combobox', { name: 'Search type' })).toHaveFocus();
    fireEvent.click(await screen.findByTitle('Document'));
    expect(useSearchStore.getState().searchType).toBe('document');
  });
});
