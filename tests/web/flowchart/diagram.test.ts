import { describe, expect, it } from 'vitest';
import { NS, DiagramXmlError, colourEdges, parseDiagram, readGraph, resizeShapes, serializeDiagram, targetSize } from '@/features/flowchart/model/xml';
import { prepareChart } from '@/features/flowchart/model/chart';
import { reattach, resizeAroundCentre } from '@/features/flowchart/model/geometry';
import { SAMPLE_BPMN } from './sample';

function bounds(doc: Document, id: string) {
  const shape = Array.from(doc.getElementsByTagNameNS(NS.bpmndi, 'BPMNShape')).find((s) => s.getAttribute('bpmnElement') === id)!;
  const b = shape.getElementsByTagNameNS(NS.dc, 'Bounds')[0];
  return { x: Number(b.getAttribute('x')), y: Number(b.getAttribute('y')), width: Number(b.getAttribute('width')), height: Number(b.getAttribute('height')) };
}

function edge(doc: Document, id: string) {
  return Array.from(doc.getElementsByTagNameNS(NS.bpmndi, 'BPMNEdge')).find((s) => s.getAttribute('bpmnElement') === id)!;
}

function waypoints(doc: Document, id: string) {
  return Array.from(edge(doc, id).getElementsByTagNameNS(NS.di, 'waypoint')).map((w) => [Number(w.getAttribute('x')), Number(w.getAttribute('y'))]);
}

describe('node sizes of spec 02 §9', () => {
  it.each([
    ['exclusiveGateway', { width: 30, height: 30 }],
    ['parallelGateway', { width: 30, height: 30 }],
    ['inclusiveGateway', { width: 30, height: 30 }],
    ['complexGateway', { width: 30, height: 30 }],
    ['userTask', { width: 60, height: 60 }],
    ['serviceTask', { width: 90, height: 60 }],
    ['startEvent', null],
    ['callActivity', null],
  ])('%s -> %o', (type, size) => {
    expect(targetSize(type)).toEqual(size);
  });

  it('resizes shapes around their centres and leaves the others', () => {
    const doc = parseDiagram(SAMPLE_BPMN);
    const resized = resizeShapes(doc, readGraph(doc));
    expect([...resized].sort()).toEqual(['approve', 'gw', 'notify']);
    expect(bounds(doc, 'gw')).toEqual({ x: 370, y: 185, width: 30, height: 30 });
    expect(bounds(doc, 'approve')).toEqual({ x: 220, y: 170, width: 60, height: 60 });
    expect(bounds(doc, 'notify')).toEqual({ x: 475, y: 170, width: 90, height: 60 });
    expect(bounds(doc, 'start')).toEqual({ x: 100, y: 182, width: 36, height: 36 });
    expect(bounds(doc, 'sub')).toEqual({ x: 470, y: 290, width: 100, height: 80 });
  });

  it('keeps connections attached to the new outlines, straight segments staying straight', () => {
    const doc = parseDiagram(SAMPLE_BPMN);
    resizeShapes(doc, readGraph(doc));
    expect(waypoints(doc, 'f1')).toEqual([[136, 200], [220, 200]]);
    expect(waypoints(doc, 'f2')).toEqual([[280, 200], [370, 200]]);
    expect(waypoints(doc, 'f3')).toEqual([[400, 200], [475, 200]]);
    expect(waypoints(doc, 'f4')).toEqual([[565, 200], [640, 200]]);
    // leaves the gateway at its bottom corner, vertical as before
    expect(waypoints(doc, 'f5')).toEqual([[385, 215], [385, 330], [470, 330]]);
    expect(waypoints(doc, 'f6')).toEqual([[570, 330], [658, 330], [658, 218]]);
  });

  it('moves an end that its segment no longer reaches to the nearest outline point', () => {
    const before = { x: 0, y: 0, width: 100, height: 80 };
    const after = resizeAroundCentre(before, 60, 60);
    expect(after).toEqual({ x: 20, y: 10, width: 60, height: 60 });
    // a vertical segment entering at x=90, outside the new width
    expect(reattach({ x: 90, y: 80 }, { x: 90, y: 150 }, before, after)).toEqual({ x: 80, y: 70 });
    // an end that did not touch the shape is left alone
    expect(reattach({ x: 300, y: 300 }, { x: 400, y: 300 }, before, after)).toEqual({ x: 300, y: 300 });
  });
});

describe('edge colours in the XML', () => {
  it('writes bioc:stroke and color:border-color on every sequence flow edge', () => {
    const doc = parseDiagram(SAMPLE_BPMN);
    const graph = readGraph(doc);
    colourEdges(doc, graph, (id) => (id === 'f1' ? '#1677ff' : '#8c8c8c'));
    const xml = serializeDiagram(doc);
    const again = parseDiagram(xml);
    expect(edge(again, 'f1').getAttributeNS(NS.bioc, 'stroke')).toBe('#1677ff');
    expect(edge(again, 'f1').getAttributeNS(NS.color, 'border-color')).toBe('#1677ff');
    expect(edge(again, 'f2').getAttributeNS(NS.bioc, 'stroke')).toBe('#8c8c8c');
    expect(xml).toContain('xmlns:bioc="http://bpmn.io/schema/bpmn/biocolor/1.0"');
    expect(xml).toContain('xmlns:color="http://www.omg.org/spec/BPMN/non-normative/color/1.0"');
  });

  it('reuses a prefix the document already declares', () => {
    const declared = SAMPLE_BPMN.replace('id="defs"', 'xmlns:bc="http://bpmn.io/schema/bpmn/biocolor/1.0" id="defs"');
    const doc = parseDiagram(declared);
    colourEdges(doc, readGraph(doc), () => '#722ed1');
    const xml = serializeDiagram(doc);
    expect(xml).toContain('bc:stroke="#722ed1"');
    expect(xml).not.toContain('xmlns:bioc=');
  });

  it('refuses what is not BPMN', () => {
    expect(() => parseDiagram('<html><body>no</body></html>')).toThrow(DiagramXmlError);
    expect(() => parseDiagram('<bpmn:definitions')).toThrow(DiagramXmlError);
  });
});

describe('prepareChart', () => {
  it('colours going and predicted edges, keeps node looks and their labels', () => {
    const chart = prepareChart({
      xml: SAMPLE_BPMN,
      nodes: [
        { id: 'start', status: 'start' },
        { id: 'approve', status: 'agree', approvers: [{ id: 'u1', name: 'Li Na' }], approverMode: 'serial' },
        { id: 'gw', status: 'agree' },
        { id: 'notify', status: 'awaiting_check' },
      ],
      predictedNodes: ['end'],
    });
    expect(Object.fromEntries(chart.edges)).toEqual({ f1: 'going', f2: 'going', f3: 'going', f4: 'predicted', f5: 'default', f6: 'default' });
    const doc = parseDiagram(chart.xml);
    expect(edge(doc, 'f1').getAttributeNS(NS.bioc, 'stroke')).toBe('#1677ff');
    expect(edge(doc, 'f4').getAttributeNS(NS.bioc, 'stroke')).toBe('#722ed1');
    expect(edge(doc, 'f5').getAttributeNS(NS.bioc, 'stroke')).toBe('#8c8c8c');
    expect(bounds(doc, 'approve').width).toBe(60);
    expect(chart.nodes.get('notify')).toMatchObject({ tone: 'warning', label: 'status.awaiting_check', type: 'serviceTask' });
    expect(chart.nodes.get('start')).toMatchObject({ start: 'started', tone: 'primary' });
    expect(chart.nodes.get('approve')).toMatchObject({ approverMode: 'serial', approvers: [{ name: 'Li Na' }], predicted: false });
    expect(chart.nodes.get('end')).toMatchObject({ status: null, predicted: true, tone: 'default' });
  });

  it('ignores states of nodes the diagram does not have', () => {
    const chart = prepareChart({ xml: SAMPLE_BPMN, nodes: [{ id: 'ghost', status: 'agree' }] });
    expect(chart.nodes.size).toBe(0);
  });
});
