import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RESIZE_DEBOUNCE_MS, isFullScreen, tableHeight } from './tableLayout';

/** The table body height for the current window, following resizes after they settle. */
export function useTableHeight(): number {
  const { search, pathname } = useLocation();
  const full = isFullScreen(search, pathname);
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWindowHeight(window.innerHeight), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return tableHeight(windowHeight, full);
}
