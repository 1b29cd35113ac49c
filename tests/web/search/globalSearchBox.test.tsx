import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { GlobalSearchBox } from '@/features/search/components/GlobalSearchBox';
import { initialSearchState, useSearchStore } from '@/features/search/store';
import { renderUi } from './render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  useSearchStore.setState(initialSearchState);
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

const box = () => screen.getByRole('searchbox', { name: 'Search text' });

describe('global search box', () => {
  it('has a 110 px type selector defaulting to user, with user, flow and document', () => {
    renderUi(<GlobalSearchBox />);
    const select = screen.getByRole('combobox', { name: 'Search type' });
    expect(select.closest('.ant-select')).toHaveStyle({ width: '110px' });
    expect(screen.getByText('User')).toBeInTheDocument();
    fireEvent.mouseDown(select);
    expect(screen.getAllByText('Flow').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Document').length).toBeGreaterThan(0);
  });

  it('fires a typed search 250 ms after the last key, trimmed', () => {
    renderUi(<GlobalSearchBox />);
    fireEvent.change(box(), { target: { value: '  zhang' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box(), { target: { value: '  zhang wei  ' } });
    act(() => vi.advanceTimersByTime(249));
    expect(useSearchStore.getState()).toMatchObject({ pattern: '', active: false, serial: 0 });
    act(() => vi.advanceTimersByTime(1));
    expect(useSearchStore.getState()).toMatchObject({ pattern: 'zhang wei', active: true, serial: 1 });
  });

  it('Enter fires at once and cancels the waiting typed search', () => {
    renderUi(<GlobalSearchBox />);
    fireEvent.change(box(), { target: { value: ' lina ' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(useSearchStore.getState()).toMatchObject({ pattern: 'lina', active: true, serial: 1 });
    act(() => vi.advanceTimersByTime(1000));
    expect(useSearchStore.getState().serial).toBe(1);
  });

  it('the search button fires at once, even for an empty text', () => {
    renderUi(<GlobalSearchBox />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(useSearchStore.getState()).toMatchObject({ pattern: '', active: true, serial: 1 });
  });

  it('clearing the box fires at once and closes the results', () => {
    renderUi(<GlobalSearchBox />);
    fireEvent.change(box(), { target: { value: 'lina' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(document.querySelector('.ant-input-clear-icon')!);
    expect(useSearchStore.getState()).toMatchObject({ input: '', pattern: '', active: false, serial: 2 });
    act(() => vi.advanceTimersByTime(1000));
    expect(useSearchStore.getState().serial).toBe(2);
    expect(box()).toHaveValue('');
  });

  it('a route change clears the pattern and fires the search', async () => {
    const { router } = renderUi(<GlobalSearchBox />, { path: '/home' });
    fireEvent.change(box(), { target: { value: 'lina' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await act(() => router.navigate('/matter/myTask'));
    expect(useSearchStore.getState()).toMatchObject({ input: '', pattern: '', active: false, serial: 2 });
    expect(box()).toHaveValue('');
  });

  it('the placeholder follows the type', () => {
    renderUi(<GlobalSearchBox />);
    act(() => useSearchStore.getState().chooseType('document'));
    expect(box()).toHaveAttribute('placeholder', 'Document title');
  });
});
