export { GlobalSearchBox } from './components/GlobalSearchBox';
export { SearchResults } from './components/LazySearchResults';
export { useSearchActive } from './store';
/** the document list, reused by the documents page */
export { DocumentSearchList } from './components/DocumentSearchList';
