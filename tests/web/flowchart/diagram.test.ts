import { describe, expect, it } from 'vitest';
import { colourEdges, localType, readGraph, resizeShapes, targetSize } from '@/features/flowchart/model/diagram';
import { applyToDiagram, chartMarkers, prepareChart, type ChartInput } from '@/features/flowchart/model/chart';
import { reattach, resizeAroundCentre } from '@/features/flowchart/model/geometry';
import { parseSample } from './sample';

type Parsed = Awaited<ReturnType<typeof parseSample>>;

const bounds = (p: Parsed, id: string) => {
  const b = p.elementsById[`${id}_di`].bounds!;
  return { x: b.x, y: b.y, width: b.width, height: b.height };
};
/** An edge's waypoints as `x,y x,y …`. */
const waypoints = (p: Parsed, id: string) => p.elementsById[`${id}_di`].waypoint!.map((w) => `${w.x},${w.y}`).join(' ');

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

  it('resizes shapes around their centres and leaves the others', async () => {
    const p = await parseSample();
    const resized = resizeShapes(p.definitions, readGraph(p.elementsById));
    expect([...resized].sort()).toEqual(['approve', 'gw', 'notify']);
    expect(bounds(p, 'gw')).toEqual({ x: 370, y: 185, width: 30, height: 30 });
    expect(bounds(p, 'approve')).toEqual({ x: 220, y: 170, width: 60, height: 60 });
    expect(bounds(p, 'notify')).toEqual({ x: 475, y: 170, width: 90, height: 60 });
    expect(bounds(p, 'start')).toEqual({ x: 100, y: 182, width: 36, height: 36 });
    expect(bounds(p, 'sub')).toEqual({ x: 470, y: 290, width: 100, height: 80 });
  });

  it('keeps connections attached to the new outlines, straight segments staying straight', async () => {
    const p = await parseSample();
    resizeShapes(p.definitions, readGraph(p.elementsById));
    expect(Object.fromEntries(['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map((id) => [id, waypoints(p, id)]))).toEqual({
      f1: '136,200 220,200',
      f2: '280,200 370,200',
      f3: '400,200 475,200',
      f4: '565,200 640,200',
      // leaves the gateway at its bottom corner, vertical as before
      f5: '385,215 385,330 470,330',
      f6: '570,330 658,330 658,218',
    });
  });

  it('reattaches both ends of a loop to the resized shape', async () => {
    const loop = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="d" targetNamespace="x">
  <bpmn:process id="p"><bpmn:userTask id="t" /><bpmn:sequenceFlow id="l" sourceRef="t" targetRef="t" /></bpmn:process>
  <bpmndi:BPMNDiagram id="dg"><bpmndi:BPMNPlane id="pl" bpmnElement="p">
    <bpmndi:BPMNShape id="t_di" bpmnElement="t"><dc:Bounds x="0" y="0" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="l_di" bpmnElement="l"><di:waypoint x="90" y="80" /><di:waypoint x="90" y="0" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
    const p = await parseSample(loop);
    resizeShapes(p.definitions, readGraph(p.elementsById));
    expect(waypoints(p, 'l')).toBe('80,70 80,10');
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

describe('the graph bpmn-js parsed', () => {
  it('reads flow nodes with their types and names, and sequence flows with their ends', async () => {
    const graph = readGraph((await parseSample()).elementsById);
    expect(graph.nodes.get('approve')).toEqual({ id: 'approve', type: 'userTask', name: 'Leader approves' });
    expect(graph.nodes.get('gw')).toEqual({ id: 'gw', type: 'exclusiveGateway', name: '' });
    expect(graph.nodes.get('leave')?.type).toBe('process');
    expect(graph.flows.get('f5')).toEqual({ id: 'f5', source: 'gw', target: 'sub' });
    // the diagram interchange is no node
    expect(graph.nodes.has('approve_di')).toBe(false);
    expect(graph.nodes.has('f1')).toBe(false);
  });

  it('names types as the flow image does', () => {
    expect(localType('bpmn:UserTask')).toBe('userTask');
    expect(localType('bpmn:SubProcess')).toBe('subProcess');
  });
});

describe('edge colours in the diagram interchange', () => {
  it('sets bioc:stroke and color:border-color on every sequence flow edge, as bpmn-js writes them', async () => {
    const p = await parseSample();
    colourEdges(p.definitions, readGraph(p.elementsById), (id) => (id === 'f1' ? '#1677ff' : '#8c8c8c'));
    const { xml } = await p.moddle.toXML(p.definitions);
    expect(xml).toMatch(/<bpmndi:BPMNEdge id="f1_di" bpmnElement="f1" bioc:stroke="#1677ff" color:border-color="#1677ff"/);
    expect(xml).toMatch(/<bpmndi:BPMNEdge id="f2_di" bpmnElement="f2" bioc:stroke="#8c8c8c"/);
  });
});

describe('prepareChart', () => {
  const input: ChartInput = {
    xml: '',
    nodes: [
      { id: 'start', status: 'start' },
      { id: 'approve', status: 'agree', approvers: [{ id: 'u1', name: 'Li Na' }], approverMode: 'serial' },
      { id: 'gw', status: 'agree' },
      { id: 'notify', status: 'awaiting_check' },
    ],
    predictedNodes: ['end'],
  };

  it('colours going and predicted edges, keeps node looks and their labels', async () => {
    const p = await parseSample();
    const chart = prepareChart(input, readGraph(p.elementsById));
    expect(Object.fromEntries(chart.edges)).toEqual({
      f1: 'going',
      f2: 'going',
      f3: 'going',
      f4: 'predicted',
      f5: 'default',
      f6: 'default',
    });
    applyToDiagram(p.definitions, chart);
    const stroke = (id: string) => (p.elementsById[`${id}_di`] as unknown as { get(n: string): string }).get('bioc:stroke');
    expect(stroke('f1')).toBe('#1677ff');
    expect(stroke('f4')).toBe('#722ed1');
    expect(stroke('f5')).toBe('#8c8c8c');
    expect(bounds(p, 'approve').width).toBe(60);
    expect(chart.nodes.get('notify')).toMatchObject({ tone: 'warning', label: 'status.awaiting_check', type: 'serviceTask' });
    expect(chart.nodes.get('start')).toMatchObject({ start: 'started', tone: 'processing' });
    expect(chart.nodes.get('approve')).toMatchObject({ approverMode: 'serial', approvers: [{ name: 'Li Na' }], predicted: false });
    expect(chart.nodes.get('end')).toMatchObject({ status: null, predicted: true, tone: 'default' });
  });

  it('ignores states of nodes the diagram does not have', async () => {
    const chart = prepareChart({ xml: '', nodes: [{ id: 'ghost', status: 'agree' }] }, readGraph((await parseSample()).elementsById));
    expect(chart.nodes.size).toBe(0);
  });

  it('gives each element its state classes: tones, predicted nodes, start events, edges, sub flows', async () => {
    const chart = prepareChart(
      {
        xml: '',
        nodes: [
          { id: 'start', status: 'end' },
          { id: 'approve', status: 'reject' },
          { id: 'gw', status: 'agree' },
        ],
        predictedNodes: ['notify'],
      },
      readGraph((await parseSample()).elementsById),
    );
    expect(Object.fromEntries(chartMarkers(chart))).toEqual({
      start: ['fc-tone-processing', 'fc-start-ended'],
      approve: ['fc-tone-error'],
      gw: ['fc-tone-success'],
      notify: ['fc-predicted'],
      f1: ['fc-edge-going'],
      f2: ['fc-edge-going'],
      f3: ['fc-edge-predicted'],
      sub: ['fc-clickable'],
    });
  });
});
