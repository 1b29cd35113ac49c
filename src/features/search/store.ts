import { create } from 'zustand';

export const SEARCH_TYPES = ['user', 'flow', 'document'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Search debounce of spec 01 §5. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Client state of the global search (spec 01 §3 "Search state: searchType, pattern").
 * `input` is what the box shows; `pattern` is the trimmed text of the last fired search;
 * `serial` grows with every fired search so that firing the same text again reloads the lists.
 */
export interface SearchState {
  searchType: SearchType;
  input: string;
  pattern: string;
  active: boolean;
  serial: number;
}

export const initialSearchState: SearchState = {
  searchType: 'user',
  input: '',
  pattern: '',
  active: false,
  serial: 0,
};

/**
 * How a search was fired. Typing (after the debounce) shows the results only for a non-empty
 * text; Enter and the search button show them even for an empty text (an empty text matches
 * every flow); clearing the box and leaving the page close them.
 */
export type FireSource = 'typing' | 'submit' | 'clear' | 'route';

export function typed(state: SearchState, text: string): SearchState {
  return { ...state, input: text };
}

export function fired(state: SearchState, source: FireSource): SearchState {
  const emptied = source === 'clear' || source === 'route';
  const input = emptied ? '' : state.input;
  const pattern = input.trim();
  const active = source === 'submit' ? true : source === 'typing' ? pattern !== '' : false;
  return { ...state, input, pattern, active, serial: state.serial + 1 };
}

export function typeChosen(state: SearchState, searchType: SearchType): SearchState {
  return { ...state, searchType };
}

interface SearchActions {
  type: (text: string) => void;
  fire: (source: FireSource) => void;
  chooseType: (searchType: SearchType) => void;
}

export const useSearchStore = create<SearchState & SearchActions>((set) => ({
  ...initialSearchState,
  type: (text) => set((s) => typed(s, text)),
  fire: (source) => set((s) => fired(s, source)),
  chooseType: (searchType) => set((s) => typeChosen(s, searchType)),
}));

/** True while the shell should show `<SearchResults/>` instead of the page. */
export function useSearchActive(): boolean {
  return useSearchStore((s) => s.active);
}

/** Closes the results and empties the box, as the box's clear icon does (the phone top bar's close button). */
export function closeSearch(): void {
  useSearchStore.getState().fire('clear');
}
