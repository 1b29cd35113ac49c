import { useRef, useState, type ComponentType } from 'react';
import { useSearchBoxFire, type SearchBoxFire } from '../hooks/useSearchBoxFire';
import type { SearchBoxFocus } from '../lib/searchBox';
import { SearchBoxLookalike } from './SearchBoxLookalike';

type Controls = ComponentType<SearchBoxFire & { focus?: SearchBoxFocus }>;

/** the real box (antd's Select and Input.Search): its own chunk, kept once loaded */
let loaded: Controls | null = null;
const loadControls = () =>
  import('./GlobalSearchBox').then((m) => {
    loaded = m.SearchBoxControls;
    return loaded;
  });

/**
 * The top bar's search box (issue 18): antd's Select and Input.Search with their libraries are about a sixth of the
 * first screen's JavaScript, so the first screen draws a look-alike in the same tokens; pointing at it starts
 * loading the real box, and the first focus, click or key swaps it in where the focus was (the type list opens
 * when it was clicked). Text typed meanwhile stays: both fire through this holder's one debounce.
 */
export function LazyGlobalSearchBox() {
  const fire = useSearchBoxFire();
  const [Real, setReal] = useState<Controls | null>(() => loaded);
  const focus = useRef<SearchBoxFocus | undefined>(undefined);
  const wanted = useRef(false);
  const want = (where: SearchBoxFocus) => {
    focus.current = where;
    if (wanted.current) return;
    wanted.current = true;
    loadControls().then(
      (controls) => setReal(() => controls),
      // the chunk is gone (a new deployment, offline): the look-alike still searches; try again at the next focus
      () => (wanted.current = false),
    );
  };
  if (Real) return <Real {...fire} focus={focus.current} />;
  return <SearchBoxLookalike {...fire} onPrefetch={() => void loadControls().catch(() => undefined)} onWant={want} />;
}
