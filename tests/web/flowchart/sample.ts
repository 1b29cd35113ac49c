import BpmnModdle from 'bpmn-moddle';
import type { ModdleDefinitions, ModdleDiagramElement, ModdleElement } from '@/features/flowchart/model/diagram';

/** A small diagram: start -> approve (user task) -> gateway -> notify (service) -> end, gateway -> sub (call activity) -> end. */
export const SAMPLE_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="defs" targetNamespace="http://example.com/bpmn">
  <bpmn:process id="leave" isExecutable="true">
    <bpmn:startEvent id="start" name="Start" />
    <bpmn:userTask id="approve" name="Leader approves" />
    <bpmn:exclusiveGateway id="gw" />
    <bpmn:serviceTask id="notify" name="Notify HR" />
    <bpmn:callActivity id="sub" name="Archive" calledElement="archive" />
    <bpmn:endEvent id="end" name="End" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="gw" />
    <bpmn:sequenceFlow id="f3" sourceRef="gw" targetRef="notify" />
    <bpmn:sequenceFlow id="f4" sourceRef="notify" targetRef="end" />
    <bpmn:sequenceFlow id="f5" sourceRef="gw" targetRef="sub" />
    <bpmn:sequenceFlow id="f6" sourceRef="sub" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="200" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="gw_di" bpmnElement="gw" isMarkerVisible="true"><dc:Bounds x="360" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="notify_di" bpmnElement="notify"><dc:Bounds x="470" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="sub_di" bpmnElement="sub"><dc:Bounds x="470" y="290" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="640" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="200" /><di:waypoint x="200" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="300" y="200" /><di:waypoint x="360" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f3_di" bpmnElement="f3"><di:waypoint x="410" y="200" /><di:waypoint x="470" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f4_di" bpmnElement="f4"><di:waypoint x="570" y="200" /><di:waypoint x="640" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f5_di" bpmnElement="f5"><di:waypoint x="385" y="225" /><di:waypoint x="385" y="330" /><di:waypoint x="470" y="330" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f6_di" bpmnElement="f6"><di:waypoint x="570" y="330" /><di:waypoint x="658" y="330" /><di:waypoint x="658" y="218" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** The XML parsed as bpmn-js parses it (bpmn-moddle), for the steps run between parse and draw. */
export async function parseSample(xml: string = SAMPLE_BPMN) {
  const moddle = new BpmnModdle();
  const { rootElement, elementsById } = await moddle.fromXML(xml, 'bpmn:Definitions');
  return {
    moddle,
    definitions: rootElement as ModdleDefinitions,
    elementsById: elementsById as Record<string, ModdleElement & ModdleDiagramElement>,
  };
}
