/** the top bar's box: a light look-alike until the first focus loads the real one */
export { LazyGlobalSearchBox as GlobalSearchBox } from './components/LazyGlobalSearchBox';
export { SearchResults } from './components/LazySearchResults';
export { closeSearch, useSearchActive } from './store';
/** the document list, reused by the documents page */
export { DocumentSearchList } from './components/DocumentSearchList';
/** opens a document's own address in a new window with the session tokens (spec 02 §2 document card) */
export { openDocument } from './lib/openDocument';
