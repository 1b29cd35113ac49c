import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { renderChart, type ElementHit } from '@/features/flowchart/viewer/engine';
import { DiagramXmlError } from '@/features/flowchart/model/diagram';
import type { ChartInput } from '@/features/flowchart/model/chart';
import { SAMPLE_BPMN } from './sample';
import { installSvgStubs } from './svgStubs';

// the real bpmn-js, drawing into jsdom with stand-ins for SVG geometry (layout is not real)
beforeAll(() => installSvgStubs());

const input: ChartInput = {
  xml: SAMPLE_BPMN,
  nodes: [
    { id: 'start', status: 'start' },
    { id: 'approve', status: 'agree', approvers: [{ id: 'u1', name: 'Li Na' }] },
    { id: 'gw', status: 'reject' },
  ],
  predictedNodes: ['notify', 'end'],
};

let container: HTMLDivElement;
let destroy: (() => void) | undefined;
function mount(): HTMLDivElement {
  container = document.createElement('div');
  document.body.appendChild(container);
  return container;
}
afterEach(() => {
  destroy?.();
  destroy = undefined;
  container?.remove();
  vi.restoreAllMocks();
});

const element = (id: string) => container.querySelector<SVGGElement>(`.djs-element[data-element-id="${id}"]`)!;
const classesOf = (id: string) => [...element(id).classList].filter((c) => c.startsWith('fc-')).sort();
/** the size bpmn-js drew a shape at (its hit area has the shape's bounds) */
const sizeOf = (id: string) => {
  const hit = element(id).querySelector('.djs-hit')!;
  return `${hit.getAttribute('width')}x${hit.getAttribute('height')}`;
};
const edgePath = (id: string) => element(id).querySelector<SVGPathElement>(':scope > .djs-visual > path')!;
/** the arrowhead drawn at the end of an edge */
const arrowheadOf = (id: string) => {
  const ref = /url\("?#([^")]+)"?\)/.exec(edgePath(id).style.markerEnd)?.[1];
  return container.querySelector<SVGPathElement>(`marker[id="${ref}"] path`)!;
};
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('renderChart with bpmn-js', () => {
  it('puts the state classes on the drawn nodes and edges', async () => {
    const h = await renderChart(mount(), input);
    destroy = h.destroy;
    expect(classesOf('start')).toEqual(['fc-start-started', 'fc-tone-processing']);
    expect(classesOf('approve')).toEqual(['fc-tone-success']);
    expect(classesOf('gw')).toEqual(['fc-tone-error']);
    expect(classesOf('notify')).toEqual(['fc-predicted']);
    expect(classesOf('sub')).toEqual(['fc-clickable']);
    expect(classesOf('f1')).toEqual(['fc-edge-going']);
    expect(classesOf('f3')).toEqual(['fc-edge-predicted']);
    expect(classesOf('f5')).toEqual([]);
    expect(h.chart.nodes.get('approve')).toMatchObject({ type: 'userTask', approvers: [{ name: 'Li Na' }] });
  });

  it('draws gateways 30x30, approvers 60x60 and service buttons 90x60', async () => {
    destroy = (await renderChart(mount(), input)).destroy;
    expect(sizeOf('gw')).toBe('30x30');
    expect(sizeOf('approve')).toBe('60x60');
    expect(sizeOf('notify')).toBe('90x60');
    expect(sizeOf('sub')).toBe('100x80');
  });

  it('draws each edge and its arrowhead in the colour of its state', async () => {
    destroy = (await renderChart(mount(), input)).destroy;
    for (const [id, colour] of [
      ['f1', '#1677ff'],
      ['f3', '#722ed1'],
      ['f5', '#8c8c8c'],
    ]) {
      expect(edgePath(id).style.stroke, id).toBe(rgb(colour));
      expect(arrowheadOf(id).style.fill, id).toBe(rgb(colour));
    }
  });

  it('has the classes on before the drawing is first laid out, so styles are computed once', async () => {
    let seen: string[] | null = null;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      // the first read once the node is drawn: the browser lays the drawing out here
      if (seen === null && container.querySelector('[data-element-id="approve"]')) seen = classesOf('approve');
      return 800;
    });
    destroy = (await renderChart(mount(), input)).destroy;
    expect(seen).toEqual(['fc-tone-success']);
  });

  it('parses the XML once, in bpmn-js, and writes none back', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const serialise = vi.spyOn(XMLSerializer.prototype, 'serializeToString');
    destroy = (await renderChart(mount(), input)).destroy;
    expect(parse).not.toHaveBeenCalled();
    expect(serialise).not.toHaveBeenCalled();
  });

  it('says the diagram cannot be read, and leaves nothing behind', async () => {
    for (const xml of ['<not-bpmn/>', '<html><body>no</body></html>', '<bpmn:definitions']) {
      await expect(renderChart(mount(), { xml, nodes: [] })).rejects.toBeInstanceOf(DiagramXmlError);
      expect(container.querySelector('svg')).toBeNull();
    }
  });

  it('reports clicks and hovers on nodes, but not on the process itself', async () => {
    const clicks: ElementHit[] = [];
    const hovers: Array<ElementHit | null> = [];
    destroy = (await renderChart(mount(), input, undefined, { onClick: (hit) => clicks.push(hit), onHover: (hit) => hovers.push(hit) }))
      .destroy;
    fireEvent.click(element('approve').querySelector('.djs-hit')!);
    expect(clicks).toEqual([expect.objectContaining({ id: 'approve', type: 'userTask' })]);
    fireEvent.mouseOver(element('sub').querySelector('.djs-hit')!);
    expect(hovers.at(-1)).toMatchObject({ id: 'sub', type: 'callActivity' });
    fireEvent.click(container.querySelector('svg')!);
    expect(clicks).toHaveLength(1);
  });

  it('shows new states in place: classes, edge and arrowhead colours, approvers', async () => {
    // a real size, so the chart fits at a zoom where approvers show
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const texts = { summary: (names: string[]) => names.join(', ') };
    const h = await renderChart(mount(), input, texts);
    destroy = h.destroy;
    const svg = container.querySelector('svg');
    expect(container.querySelectorAll('.fc-approvers')).toHaveLength(1);
    expect(edgePath('f2').style.stroke).toBe(rgb('#1677ff'));

    const next = h.update({
      xml: SAMPLE_BPMN,
      nodes: [
        { id: 'start', status: 'start' },
        {
          id: 'approve',
          status: 'reject',
          approvers: [
            { id: 'u2', name: 'Wang Fang' },
            { id: 'u3', name: 'Zhao Lei' },
          ],
        },
      ],
    });
    // the same drawing, changed
    expect(container.querySelector('svg')).toBe(svg);
    expect(h.chart).toBe(next);
    expect(classesOf('approve')).toEqual(['fc-tone-error']);
    expect(classesOf('gw')).toEqual([]);
    expect(classesOf('notify')).toEqual([]);
    expect(classesOf('f1')).toEqual(['fc-edge-going']);
    expect(classesOf('f2')).toEqual([]);
    expect(classesOf('f3')).toEqual([]);
    expect(classesOf('sub')).toEqual(['fc-clickable']);
    for (const id of ['f2', 'f3']) {
      expect(edgePath(id).style.stroke, id).toBe(rgb('#8c8c8c'));
      expect(arrowheadOf(id).style.fill, id).toBe(rgb('#8c8c8c'));
    }
    expect(edgePath('f1').style.stroke).toBe(rgb('#1677ff'));
    const badges = container.querySelectorAll('.fc-approvers');
    expect(badges).toHaveLength(1);
    expect(badges[0].getAttribute('aria-label')).toBe('Wang Fang, Zhao Lei');
  });
});
