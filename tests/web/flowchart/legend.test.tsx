import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Legend, LEGEND_OPEN_HEIGHT } from '@/features/flowchart/components/Legend';
import { renderWithProviders } from './render';

describe('the flow chart legend (issue 29: it was called an illustration)', () => {
  it('is titled Legend and toggles between 144 px and 0 over 0.3 s', () => {
    renderWithProviders(<Legend />);
    const toggle = screen.getByRole('button', { name: /legend/i });
    const body = screen.getByTestId('legend-body');
    expect(LEGEND_OPEN_HEIGHT).toBe(144);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(body.style.height).toBe('144px');
    expect(body.style.transition).toBe('height 0.3s');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body.style.height).toBe('0px');
    expect(body).toHaveAttribute('aria-hidden', 'true');

    fireEvent.click(toggle);
    expect(body.style.height).toBe('144px');
  });

  it('names every look in words, not by colour alone', () => {
    renderWithProviders(<Legend />);
    for (const text of ['Passed', 'Not passed', 'Predicted', 'Predicted node', 'Started', 'Ended', 'Agreed / countersigned and approved']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });
});
