import { expect } from 'vitest';
import { within } from '@testing-library/react';

/** Asserts that each of `texts` (a whole text, or a pattern) shows inside `container`. */
export function expectTexts(container: HTMLElement, ...texts: Array<string | RegExp>) {
  for (const text of texts) expect(within(container).getByText(text)).toBeInTheDocument();
}
