import { within } from '@testing-library/react';

/** The texts of a table's body rows, cell by cell (the header row left out). */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
