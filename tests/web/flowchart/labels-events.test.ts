import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderChart } from '@/features/flowchart/viewer/engine';
import { ICON_ZONE, MARKER_ZONE } from '@/features/flowchart/viewer/iconClearLabels';
import { installSvgStubs } from './svgStubs';

/**
 * The real bpmn-js drawing a diagram with the kinds of elements issue 15 brings (boundary timer,
 * intermediate message catch, multi-instance task) and names that used to hide under the icon.
 */
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="defs" targetNamespace="http://example.com/bpmn">
  <bpmn:message id="paid" name="paid" />
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="leader" name="直属领导审批" />
    <bpmn:userTask id="board" name="Persetujuan Direksi Keuangan">
      <bpmn:multiInstanceLoopCharacteristics />
    </bpmn:userTask>
    <bpmn:boundaryEvent id="remind" attachedToRef="board" cancelActivity="false">
      <bpmn:timerEventDefinition><bpmn:timeDuration>PT2S</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:intermediateCatchEvent id="payment" name="Paid">
      <bpmn:messageEventDefinition messageRef="paid" />
    </bpmn:intermediateCatchEvent>
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="board" />
    <bpmn:sequenceFlow id="f3" sourceRef="board" targetRef="payment" />
    <bpmn:sequenceFlow id="f4" sourceRef="payment" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="d">
    <bpmndi:BPMNPlane id="pl" bpmnElement="p">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="leader_di" bpmnElement="leader"><dc:Bounds x="200" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="board_di" bpmnElement="board"><dc:Bounds x="360" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="remind_di" bpmnElement="remind"><dc:Bounds x="392" y="222" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="payment_di" bpmnElement="payment"><dc:Bounds x="520" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="620" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="200" /><di:waypoint x="200" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="300" y="200" /><di:waypoint x="360" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f3_di" bpmnElement="f3"><di:waypoint x="460" y="200" /><di:waypoint x="520" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f4_di" bpmnElement="f4"><di:waypoint x="556" y="200" /><di:waypoint x="620" y="200" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

const CJK = /[\u3000-\u9fff]/;
/** Text as wide as a browser draws it: a CJK character one em, a Latin one about 0.6 em. */
function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += CJK.test(ch) ? fontSize : fontSize * 0.6;
  return w;
}
function fontSizeOf(el: Element | null): number {
  for (let e = el; e; e = e.parentElement) {
    const size = parseFloat((e as SVGElement).style?.fontSize || e.getAttribute('font-size') || '');
    if (size > 0) return size;
  }
  return 12;
}

beforeAll(() => {
  installSvgStubs();
  const proto = SVGElement.prototype as unknown as Record<string, unknown>;
  proto.getBBox = function getBBox(this: SVGElement) {
    const text = this.textContent ?? '';
    const size = fontSizeOf(this);
    return { x: 0, y: 0, width: textWidth(text, size), height: text ? size * 1.2 : 0 };
  };
  // bpmn-js measures the lines of a name on a canvas, in the font it is given
  (HTMLCanvasElement.prototype as unknown as Record<string, unknown>).getContext = () => {
    const ctx = {
      font: '12px sans-serif',
      measureText: (text: string) => {
        const size = parseFloat(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? '12');
        return { width: textWidth(text, size), actualBoundingBoxAscent: size * 0.8, actualBoundingBoxDescent: size * 0.2 };
      },
    };
    return ctx;
  };
});

let container: HTMLDivElement;
let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
  container?.remove();
});

async function draw(nodes: Parameters<typeof renderChart>[1]['nodes'] = []) {
  container = document.createElement('div');
  document.body.appendChild(container);
  const h = await renderChart(container, { xml: XML, nodes });
  destroy = h.destroy;
  return h;
}
const element = (id: string) => container.querySelector<SVGGElement>(`.djs-element[data-element-id="${id}"]`)!;

/** The label's text box in the task's own coordinates: top of the first line's glyphs, bottom of the last, left of the widest. */
function labelBox(id: string) {
  const text = element(id).querySelector<SVGTextElement>('text.djs-label')!;
  const size = fontSizeOf(text.querySelector('tspan'));
  const shift = Number(/translate\(0 (-?[\d.]+)\)/.exec(text.getAttribute('transform') ?? '')?.[1] ?? 0);
  const spans = Array.from(text.querySelectorAll('tspan'));
  const ys = spans.map((t) => Number(t.getAttribute('y')) + shift);
  return {
    text: spans.map((t) => (t.textContent ?? '').trim()).join(' '),
    lines: spans.map((t) => t.textContent),
    top: Math.min(...ys) - size,
    bottom: Math.max(...ys) + size * 0.2,
    left: Math.min(...spans.map((t) => Number(t.getAttribute('x')))),
  };
}

describe('task names on the chart', () => {
  it('draw 直属领导审批 whole, its text box starting below the person icon', async () => {
    await draw();
    const box = labelBox('leader');
    expect(box.text.replace(/ /g, '')).toBe('直属领导审批');
    // the 60x60 box of the spec: the glyphs start below the icon (or right of it) and end inside the box
    expect(box.top >= ICON_ZONE.bottom || box.left >= ICON_ZONE.right).toBe(true);
    expect(box.bottom).toBeLessThanOrEqual(60);
  });

  it('keep a long Latin name of a multi-instance task between the icon and the multi-instance marker, words whole', async () => {
    await draw();
    const box = labelBox('board');
    // no room for three words between icon and bars in 60x60: the first whole, the rest on hover and in the title
    expect(box.lines[0]).toMatch(/^Persetujuan/);
    expect(box.text.endsWith('…')).toBe(true);
    expect(element('board').querySelector('text.djs-label > title')?.textContent).toBe('Persetujuan Direksi Keuangan');
    expect(box.top).toBeGreaterThanOrEqual(ICON_ZONE.bottom);
    // the three bars are drawn from 20 px above the bottom edge (the user task is 60 px high)
    expect(box.bottom).toBeLessThanOrEqual(60 - MARKER_ZONE);
    expect(element('board').querySelectorAll('.djs-visual > path').length).toBeGreaterThan(1);
  });
});

describe('states of events and markers', () => {
  it('colour a boundary timer, a message catch and a multi-instance task by id, a waiting one dashed', async () => {
    await draw([
      { id: 'leader', status: 'done' },
      { id: 'board', status: 'active', progress: { done: 1, total: 3 } },
      { id: 'remind', status: 'waiting', dueTime: '2026-11-25T08:00:00Z' },
      { id: 'payment', status: 'waiting' },
      { id: 'start', status: 'done' },
    ]);
    const classes = (id: string) => [...element(id).classList].filter((c) => c.startsWith('fc-')).sort();
    expect(classes('leader')).toEqual(['fc-tone-success']);
    expect(classes('board')).toEqual(['fc-tone-warning']);
    expect(classes('remind')).toEqual(['fc-tone-warning', 'fc-waiting']);
    expect(classes('payment')).toEqual(['fc-tone-warning', 'fc-waiting']);
    // the timer's clock and the envelope are drawn inside the coloured element (flowchart.css colours them)
    expect(element('remind').querySelectorAll('.djs-visual > circle').length).toBeGreaterThanOrEqual(2);
    expect(element('payment').querySelector('.djs-visual > path')).not.toBeNull();
    expect(classes('end')).toEqual([]);
  });

  it('keep a waiting timer’s due time and a multi-instance progress in the prepared looks', async () => {
    const h = await draw([
      { id: 'remind', status: 'waiting', dueTime: '2026-11-25T08:00:00Z' },
      { id: 'board', status: 'active', progress: { done: 2, total: 3 } },
    ]);
    expect(h.chart.nodes.get('remind')).toMatchObject({ tone: 'warning', label: 'status.waiting', dueTime: '2026-11-25T08:00:00Z' });
    expect(h.chart.nodes.get('board')).toMatchObject({ label: 'status.active', progress: { done: 2, total: 3 } });
    // a later state moves the classes in place
    h.update({ xml: XML, nodes: [{ id: 'remind', status: 'done' }] });
    expect([...element('remind').classList].filter((c) => c.startsWith('fc-'))).toEqual(['fc-tone-success']);
  });
});
