import { describe, expect, it, vi } from 'vitest';
import { ICON_ZONE, clearIcon, meetsIcon, type TextLayout } from '@/features/flowchart/viewer/iconClearLabels';

const SVG = 'http://www.w3.org/2000/svg';

/** A drawn task group as bpmn-js leaves it: its label's lines are tspans at x/y. */
function drawnTask(lines: Array<[number, number]>, fontSize = 12): SVGGElement {
  const g = document.createElementNS(SVG, 'g');
  const text = document.createElementNS(SVG, 'text');
  text.setAttribute('class', 'djs-label');
  text.style.fontSize = `${fontSize}px`;
  text.style.fill = 'rgb(34, 36, 42)';
  for (const [x, y] of lines) {
    const span = document.createElementNS(SVG, 'tspan');
    span.setAttribute('x', String(x));
    span.setAttribute('y', String(y));
    span.textContent = 'xx';
    g.appendChild(text).appendChild(span);
  }
  return g;
}

/** A text renderer laying out `perLine` characters a line (fewer as the font grows). */
function layout(perLine: (fontSize: number) => number): TextLayout & { createText: ReturnType<typeof vi.fn> } {
  return {
    createText: vi.fn((text: string, { style }: { style: { fontSize: number } }) => {
      const el = document.createElementNS(SVG, 'text') as SVGTextElement;
      const n = perLine(style.fontSize);
      for (let i = 0; i < text.length; i += n) {
        const span = document.createElementNS(SVG, 'tspan');
        span.setAttribute('x', '3');
        span.setAttribute('y', String(style.fontSize * 1.2 * (i / n + 1)));
        span.textContent = text.slice(i, i + n);
        el.appendChild(span);
      }
      return el;
    }),
  };
}

describe('a task name and its icon', () => {
  it('meet when a line stands in the icon corner', () => {
    // 直属领导审批 in a 60x60 user task, as bpmn-js lays it out: 直属领 / 导审批 from x 12
    expect(
      meetsIcon(
        [
          { x: 12, y: 26.4 },
          { x: 12, y: 40.8 },
        ],
        12,
        60,
      ),
    ).toBe(true);
    // one line centred in a 100x80 task
    expect(meetsIcon([{ x: 20, y: 44 }], 12, 100)).toBe(false);
  });

  it('moves a name that fits below the icon down, whole', () => {
    const g = drawnTask([
      [12, 26.4],
      [12, 40.8],
    ]);
    const renderer = layout(() => 4);
    expect(clearIcon(g, '直属领导审批', { width: 60, height: 60 }, renderer)).toBe('moved');
    const text = g.querySelector('text')!;
    const shift = Number(/translate\(0 ([\d.]+)\)/.exec(text.getAttribute('transform') ?? '')?.[1]);
    // the first line's glyphs now start below the icon, the last still inside the box
    expect(26.4 - 12 + shift).toBeGreaterThanOrEqual(ICON_ZONE.bottom);
    expect(40.8 + shift).toBeLessThanOrEqual(60);
    expect(renderer.createText).not.toHaveBeenCalled();
  });

  it('lays a longer name out again below the icon, in a smaller font until it fits', () => {
    const g = drawnTask([
      [12, 19.2],
      [12, 33.6],
      [12, 48],
    ]);
    const renderer = layout((size) => (size > 10 ? 3 : 5));
    expect(clearIcon(g, '部门负责人审批会签', { width: 60, height: 60 }, renderer)).toBe('relaid');
    const text = g.querySelector('text')!;
    expect(text.getAttribute('class')).toContain('djs-label');
    expect(text.getAttribute('transform')).toBe(`translate(0 ${ICON_ZONE.bottom})`);
    const sizes = renderer.createText.mock.calls.map((c) => (c[1] as { style: { fontSize: number } }).style.fontSize);
    expect(sizes).toEqual([11, 10]);
    expect(renderer.createText.mock.calls[1][1]).toMatchObject({
      box: { width: 60, height: 60 - ICON_ZONE.bottom - 2 },
      style: { fill: 'rgb(34, 36, 42)' },
    });
    expect(g.querySelectorAll('text')).toHaveLength(1);
  });

  it('takes a smaller font rather than cut a word of a Latin name (Persetuj / uan SDM)', () => {
    // bpmn-js's own two lines would fit below the icon, but they cut the word
    const g = drawnTask([
      [12, 19.2],
      [12, 33.6],
    ]);
    g.querySelectorAll('tspan').forEach((t, i) => (t.textContent = ['Persetuj', 'uan SDM'][i]));
    // 8 characters a line at 11 px cut "Persetujuan"; 11 at 10 px keep it whole
    const renderer = layout((size) => (size > 10 ? 8 : 12));
    expect(clearIcon(g, 'Persetujuan SDM', { width: 60, height: 60 }, renderer)).toBe('relaid');
    const lines = Array.from(g.querySelectorAll('tspan'), (t) => t.textContent);
    expect(lines[0]).toContain('Persetujuan');
    expect(g.querySelector('text')!.getAttribute('class')).toContain('djs-label');
  });

  it('leaves a name clear of the icon alone', () => {
    const g = drawnTask([[20, 44]]);
    expect(
      clearIcon(
        g,
        'Approve',
        { width: 100, height: 80 },
        layout(() => 8),
      ),
    ).toBe('clear');
    expect(g.querySelector('text')!.getAttribute('transform')).toBeNull();
  });
});
