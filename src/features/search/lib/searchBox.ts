/** Width of the search box's type selector (spec 01 §2). */
export const TYPE_SELECT_WIDTH = 110;

/** Where the look-alike had the focus when the real box took its place: it goes on there (the type list opened). */
export type SearchBoxFocus = 'type' | 'typeOpen' | 'text';
