import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useScrollRows, windowRows } from '@/features/screen/hooks/useScrollRows';
import { ScrollBoard, ScrollRankingBoard } from '@/features/screen/widgets/ScrollBoards';
import { BorderBox } from '@/features/screen/widgets/BorderBox';
import { Decoration } from '@/features/screen/widgets/Decoration';
import { PercentPond, WaterLevelPond } from '@/features/screen/widgets/PondWidgets';
import { DigitalFlop } from '@/features/screen/widgets/FigureWidgets';

afterEach(() => vi.useRealTimers());

const table = { columns: ['Flow', 'Assignee'], rows: Array.from({ length: 8 }, (_, i) => [`Flow ${i + 1}`, `P${i + 1}`]) };

describe('scrolling boards', () => {
  it.each([
    [0, 3, [0, 1, 2]],
    [6, 3, [6, 7, 0]],
    [2, 10, [2, 3, 4, 5, 6, 7, 0, 1]],
  ])('from row %i, %i visible rows wrap round', (first, visible, indexes) => {
    expect(windowRows(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], first, visible).map((r) => r.index)).toEqual(indexes);
  });

  it('moves one row every wait time, and stays when paused, under reduced motion or when every row fits', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      (p: { paused: boolean; reduced: boolean; total: number }) => useScrollRows(p.total, 3, 2000, p.paused, p.reduced),
      {
        initialProps: { paused: false, reduced: false, total: 8 },
      },
    );
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(1);
    rerender({ paused: true, reduced: false, total: 8 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(1);
    rerender({ paused: false, reduced: true, total: 8 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(1);
    rerender({ paused: false, reduced: false, total: 3 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(1);
  });

  it('scroll board rows move on and pause while the pointer is over the board', () => {
    vi.useFakeTimers();
    const { container } = render(
      <ScrollBoard width={400} height={300} config={{ rowNum: 3, waitTime: 1 }} data={table} reducedMotion={false} />,
    );
    expect(screen.getByText('Flow 1')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Flow 1')).toBeNull();
    expect(screen.getByText('Flow 4')).toBeInTheDocument();
    fireEvent.mouseEnter(container.firstChild as Element);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Flow 2')).toBeInTheDocument();
  });

  it('ranking board starts at No.1, scrolls down to the last place without wrapping, then back to the top; new figures start it over', () => {
    vi.useFakeTimers();
    const rows = (values: number[]) => ({ columns: ['Name', 'Count'], rows: values.map((v, i) => [`P${i + 1}`, v]) });
    const places = (el: HTMLElement) => [...el.textContent!.matchAll(/No\.(\d+)/g)].map((m) => Number(m[1]));
    const { container, rerender } = render(
      <ScrollRankingBoard
        width={300}
        height={200}
        config={{ rowNum: 3, waitTime: 1 }}
        data={rows([8, 7, 6, 5, 4])}
        reducedMotion={false}
      />,
    );
    expect(places(container)).toEqual([1, 2, 3]);
    act(() => vi.advanceTimersByTime(1000));
    expect(places(container)).toEqual([2, 3, 4]);
    act(() => vi.advanceTimersByTime(1000));
    expect(places(container)).toEqual([3, 4, 5]);
    // never No.5 above No.1: back to the top
    act(() => vi.advanceTimersByTime(1000));
    expect(places(container)).toEqual([1, 2, 3]);
    act(() => vi.advanceTimersByTime(2000));
    expect(places(container)).toEqual([3, 4, 5]);
    // a refresh with other figures shows the top again
    rerender(
      <ScrollRankingBoard
        width={300}
        height={200}
        config={{ rowNum: 3, waitTime: 1 }}
        data={rows([9, 7, 6, 5, 4])}
        reducedMotion={false}
      />,
    );
    expect(places(container)).toEqual([1, 2, 3]);
    expect(container.textContent).toContain('P19');
  });

  it('ranking board sorts by value and numbers the rows', () => {
    const data = {
      columns: ['n', 'v'],
      rows: [
        ['Low', 1],
        ['High', 9],
        ['Mid', 5],
      ],
    };
    const { container } = render(<ScrollRankingBoard width={300} height={200} config={{}} data={data} reducedMotion />);
    expect(container.textContent).toMatch(/No\.1High9.*No\.2Mid5.*No\.3Low1/);
  });
});

describe('SVG widgets', () => {
  it.each(Array.from({ length: 13 }, (_, i) => i + 1))('border box %i draws at its size, animated only without reduced motion', (kind) => {
    const config = { color: ['#ff0000', '#00ff00'], title: 'Title', dur: 5 };
    const { container, rerender } = render(<BorderBox kind={kind} width={300} height={200} config={config} reducedMotion={false} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 300 200');
    expect(svg.innerHTML).toContain('#ff0000');
    rerender(<BorderBox kind={kind} width={300} height={200} config={config} reducedMotion />);
    expect(container.querySelector('animate, animateTransform')).toBeNull();
    if (kind === 11) expect(svg.textContent).toBe('Title');
  });

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('decoration %i draws in its colours', (kind) => {
    const { container } = render(
      <Decoration kind={kind} width={200} height={60} config={{ color: ['#ff0000', '#00ff00'], text: 'Go' }} reducedMotion />,
    );
    expect(container.querySelector('svg')!.innerHTML).toMatch(/#ff0000|#00ff00/);
  });

  it('the ponds fill to the percentage, capped at 100', () => {
    render(<WaterLevelPond width={200} height={200} config={{}} data={{ columns: ['n', 'v'], rows: [['r', 64]] }} reducedMotion />);
    render(<PercentPond width={300} height={80} config={{}} data={{ columns: ['n', 'v'], rows: [['r', 140]] }} reducedMotion />);
    expect(screen.getByRole('img', { name: '64%' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '100%' })).toBeInTheDocument();
  });

  it('the digital flop shows each figure with its name', () => {
    render(
      <DigitalFlop
        width={600}
        height={120}
        config={{}}
        data={{
          columns: ['n', 'v'],
          rows: [
            ['Open tasks', 1234],
            ['Done today', 7],
          ],
        }}
        reducedMotion
      />,
    );
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Done today')).toBeInTheDocument();
  });
});
