export { GlobalSearchBox } from './components/GlobalSearchBox';
export { SearchResults } from './components/LazySearchResults';
export { closeSearch, useSearchActive } from './store';
/** the document list, reused by the documents page */
export { DocumentSearchList } from './components/DocumentSearchList';
/** opens a document's own address in a new window with the session tokens (spec 02 §2 document card) */
export { openDocument } from './components/DocumentCard';
