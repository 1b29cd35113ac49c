import { lazy, Suspense } from 'react';

// the result lists load with the first search, not with every page
const Results = lazy(() => import('./SearchResults').then((m) => ({ default: m.SearchResults })));

export function SearchResults() {
  return (
    <Suspense fallback={null}>
      <Results />
    </Suspense>
  );
}
