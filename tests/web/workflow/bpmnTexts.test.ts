import { describe, expect, it } from 'vitest';
import { bpmnTexts, DESCRIPTION_MAX, NAME_MAX } from '@/features/workflow/lib/readBpmn';

/** A BPMN file written elsewhere is hostile until proven: the deploy dialog reads its names as text and nothing more. */
const bpmn = (processAttrs: string, inner = '', prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${prolog}
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:wf="urn:wf" targetNamespace="urn:t">
  <bpmn:process id="p" isExecutable="true" ${processAttrs}>${inner}<bpmn:startEvent id="s"/></bpmn:process>
</bpmn:definitions>`;

describe('bpmnTexts', () => {
  it('reads the names and descriptions per language', () => {
    const texts = bpmnTexts(
      bpmn(
        'name="请假" wf:name-en="Leave" wf:name-in="Cuti"',
        '<bpmn:documentation>说明</bpmn:documentation><bpmn:documentation xml:lang="en-GB">About</bpmn:documentation>',
      ),
    );
    expect(texts).toEqual({
      names: { 'zh-CN': '请假', 'en-US': 'Leave', id: 'Cuti' },
      descriptions: { 'zh-CN': '说明', 'en-US': 'About', id: '' },
    });
  });

  it('keeps markup in a name as text, never as elements', () => {
    const texts = bpmnTexts(
      bpmn('name="&lt;img src=x onerror=alert(1)&gt;"', '<bpmn:documentation><![CDATA[<script>x()</script>]]></bpmn:documentation>'),
    );
    expect(texts?.names['zh-CN']).toBe('<img src=x onerror=alert(1)>');
    expect(texts?.descriptions['zh-CN']).toBe('<script>x()</script>');
  });

  it('reads nothing from a file that declares a DOCTYPE or entities (no expansion, no fetch)', () => {
    const external = bpmn('name="&e;"', '', '<!DOCTYPE d [<!ENTITY e SYSTEM "http://127.0.0.1:9/secret">]>');
    const laughs = bpmn(
      'name="&l3;"',
      '',
      '<!DOCTYPE d [<!ENTITY l0 "ha"><!ENTITY l1 "&l0;&l0;&l0;&l0;&l0;&l0;&l0;&l0;"><!ENTITY l2 "&l1;&l1;&l1;&l1;&l1;&l1;&l1;&l1;"><!ENTITY l3 "&l2;&l2;&l2;&l2;&l2;&l2;&l2;&l2;">]>',
    );
    expect(bpmnTexts(external)).toBeNull();
    expect(bpmnTexts(laughs)).toBeNull();
    expect(bpmnTexts(bpmn('name="x"', '', '<!doctype d>'))).toBeNull();
  });

  it('cuts over-long texts to the fields’ limits', () => {
    const texts = bpmnTexts(
      bpmn(`name="${'长'.repeat(NAME_MAX + 50)}"`, `<bpmn:documentation>${'d'.repeat(DESCRIPTION_MAX * 3)}</bpmn:documentation>`),
    );
    expect(texts?.names['zh-CN']).toHaveLength(NAME_MAX);
    expect(texts?.descriptions['zh-CN']).toHaveLength(DESCRIPTION_MAX);
  });

  it('gives null for text that is not XML, or XML without a process', () => {
    expect(bpmnTexts('<bpmn:definitions><unclosed></bpmn:definitions>')).toBeNull();
    expect(bpmnTexts('<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"/>')).toBeNull();
  });
});
