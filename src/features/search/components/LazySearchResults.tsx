import { afterAllTexts } from '@/shared/i18n';
import { lazySlot } from '@/shared/ui/lazySlot';

// the result lists load with the first search, not with every page (with the texts beyond the first screen's: a person's card)
export const SearchResults = lazySlot(() => afterAllTexts(import('./SearchResults')).then((m) => m.SearchResults));
