import { lazySlot } from '@/shared/ui/lazySlot';

// the result lists load with the first search, not with every page
export const SearchResults = lazySlot(() => import('./SearchResults').then((m) => m.SearchResults));
