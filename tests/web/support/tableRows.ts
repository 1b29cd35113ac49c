import { within } from '@testing-library/react';

/** The texts of a table's body rows, cell by cell (the header row and antd's hidden measuring row left out). */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row', { hidden: false })
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
