// bpmn-moddle ships no types; we use only fromXML and the parsed element tree.
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    $attrs?: Record<string, string>;
    $parent?: ModdleElement;
    $children?: ModdleElement[];
    id?: string;
    name?: string;
    [key: string]: unknown;
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: { message: string }[] }>;
  }
}
