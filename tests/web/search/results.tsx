import { act } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import type { RequestHandler } from 'msw';
import { server } from '../../../mocks/node';
import { SearchResults } from '@/features/search';
import { initialSearchState, useSearchStore, type SearchType } from '@/features/search/store';
import { listenToMocks } from '../support/mockServer';
import { renderUi } from './render';

/**
 * The hooks of a file testing the search results: the mock server (spies restored after each test)
 * and a fresh search store before each test. antd renders slowly in jsdom on a busy machine.
 */
export function setUpSearchTests() {
  vi.setConfig({ testTimeout: 40_000 });
  listenToMocks({ restoreMocks: true });
  beforeEach(() => useSearchStore.setState(initialSearchState));
}

/** Submits `pattern` as a search of `searchType`, as the top bar's search box does. */
export function search(pattern: string, searchType: SearchType) {
  act(() => {
    useSearchStore.setState({ searchType, input: pattern });
    useSearchStore.getState().fire('submit');
  });
}

/** Serves `handlers` first, renders the search results and submits `pattern` as a search of `searchType`. */
export function showResults(searchType: SearchType, pattern: string, ...handlers: RequestHandler[]) {
  server.use(...handlers);
  renderUi(<SearchResults />);
  search(pattern, searchType);
}

/** Silences the console's warnings and errors of a failing search; the error spy. */
export function quietConsole() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
