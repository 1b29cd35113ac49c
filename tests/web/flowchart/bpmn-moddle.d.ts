// bpmn-moddle (the parser bpmn-js uses) ships no types; the tests use this much of it
declare module 'bpmn-moddle' {
  export default class BpmnModdle {
    fromXML(xml: string, type?: string): Promise<{ rootElement: unknown; elementsById: Record<string, unknown>; warnings: unknown[] }>;
    toXML(element: unknown): Promise<{ xml: string }>;
  }
}
