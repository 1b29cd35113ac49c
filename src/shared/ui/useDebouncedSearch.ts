import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 250;

/** A search box's text as typed (`input`) and as searched (`pattern`, trimmed, 250 ms after the typing stops). */
export function useDebouncedSearch() {
  const [input, setInput] = useState('');
  const [pattern, setPattern] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearch = (text: string) => {
    setInput(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPattern(text.trim()), SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setInput('');
    setPattern('');
  };
  return { input, pattern, onSearch, clear };
}
