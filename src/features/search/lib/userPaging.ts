/** User list page size of spec 01 §9. */
export const USER_PAGE_SIZE = 50;

/**
 * The next page of the user list, or undefined when the list is complete: a page with fewer
 * than 50 rows is the last one (spec 01 §4).
 */
export function nextUserPage(lastPageRows: number, pagesLoaded: number): number | undefined {
  return lastPageRows < USER_PAGE_SIZE ? undefined : pagesLoaded + 1;
}
