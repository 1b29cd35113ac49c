/** The deploy call takes at most this much XML. */
export const MAX_BPMN_BYTES = 2_000_000;

export type BpmnFileProblem = 'tooLarge' | 'notXml' | 'empty';

/** Reads an uploaded BPMN file as text and checks it is plausibly BPMN XML before sending it. */
export async function readBpmnFile(file: Blob): Promise<{ xml: string } | { problem: BpmnFileProblem }> {
  if (file.size > MAX_BPMN_BYTES) return { problem: 'tooLarge' };
  const xml = (await file.text()).replace(/^\uFEFF/, '');
  if (!xml.trim()) return { problem: 'empty' };
  if (!/<([\w-]+:)?definitions[\s>]/.test(xml)) return { problem: 'notXml' };
  return { xml };
}
