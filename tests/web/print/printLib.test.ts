import { describe, expect, it } from 'vitest';
import { clampScale, effectiveScale, fitWidthScale, pageAtOffset, pageTops, stepZoom, PAGE_GUTTER } from '@/shared/pdf/zoom';
import { pdfNameOf, previewKindOf } from '@/shared/pdf';
import { choiceProblem, offeredTemplates } from '@/features/print/lib/templates';
import { bindingFields, bindingOf, isDocx } from '@/features/print/lib/binding';
import { printTemplate } from '../../../mocks/handlers/print';

describe('zoom', () => {
  it.each([
    [1, 1, 1.25],
    [1, -1, 0.75],
    [1.1, 1, 1.25],
    [1.1, -1, 1],
    [0.25, -1, 0.25],
    [4, 1, 4],
    [3.5, 1, 4],
  ] as const)('a step from %s in direction %s comes to %s', (from, direction, to) => {
    expect(stepZoom(from, direction)).toBe(to);
  });

  it.each([
    [0, [800], 1],
    [832, [800], 1],
    [432, [800], 0.5],
    [20000, [800], 4],
    [100, [800], 0.25],
    [832, [400, 800], 1],
    [500, [], 1],
  ])('fit width of a view %s px wide over pages %j is %s', (view, widths, scale) => {
    expect(fitWidthScale(view, widths)).toBeCloseTo(scale);
  });

  it('keeps a chosen scale within bounds, fit follows the view', () => {
    expect(clampScale(9)).toBe(4);
    expect(clampScale(0.1)).toBe(0.25);
    expect(effectiveScale({ kind: 'scale', scale: 2 }, 432, [800])).toBe(2);
    expect(effectiveScale({ kind: 'fit' }, 432, [800])).toBe(0.5);
  });

  it('lays pages out with a gutter and finds the page being read', () => {
    const tops = pageTops([1000, 1000, 500], 0.5);
    expect(tops).toEqual([PAGE_GUTTER, PAGE_GUTTER * 2 + 500, PAGE_GUTTER * 3 + 1000]);
    expect(pageAtOffset(0, 400, tops)).toBe(1);
    expect(pageAtOffset(400, 400, tops)).toBe(2);
    expect(pageAtOffset(10_000, 400, tops)).toBe(3);
    expect(pageAtOffset(0, 400, [])).toBe(1);
  });
});

describe('preview kinds', () => {
  it.each([
    ['a.pdf', 'pdf'],
    ['A.PDF', 'pdf'],
    ['报销.docx', 'convert'],
    ['x.doc', 'convert'],
    ['x.xls', 'convert'],
    ['x.xlsx', 'convert'],
    ['x.ppt', 'convert'],
    ['x.pptx', 'convert'],
    ['x.odt', 'convert'],
    ['x.ods', 'convert'],
    ['notes.txt', 'convert'],
    ['x.rtf', 'convert'],
    ['photo.png', null],
    ['archive.zip', null],
    ['pdf', null],
    ['', null],
    [undefined, null],
  ] as const)('%s previews as %s', (name, kind) => {
    expect(previewKindOf(name)).toBe(kind);
  });

  it.each([
    ['报销说明.docx', '报销说明.pdf'],
    ['a.b.xlsx', 'a.b.pdf'],
    ['x.pdf', 'x.pdf'],
    ['noext', 'noext.pdf'],
  ])('a PDF of %s is called %s', (name, pdf) => {
    expect(pdfNameOf(name)).toBe(pdf);
  });
});

describe('offered templates and the dialog’s words', () => {
  const own = [printTemplate({ templateId: 'a' }), printTemplate({ templateId: 'b' })];
  const global = [printTemplate({ templateId: 'b' }), printTemplate({ templateId: 'g' })];

  it('lists the form’s own first, then global ones not already listed', () => {
    expect(offeredTemplates(own, global).map((t) => [t.templateId, t.global])).toEqual([
      ['a', false],
      ['b', false],
      ['g', true],
    ]);
  });

  const offered = offeredTemplates(own, []);
  it.each([
    [[], undefined, 'print', 'notFound'],
    [[], undefined, 'download', 'notFound'],
    [offered, undefined, 'print', 'selectPrint'],
    [offered, undefined, 'download', 'selectDownload'],
    [offered, 'gone', 'print', 'selectPrint'],
    [offered, 'a', 'print', null],
    [offered, 'b', 'download', null],
    [undefined, undefined, 'print', 'selectPrint'],
  ] as const)('templates %j, chosen %s, %s: %s', (templates, chosen, purpose, problem) => {
    expect(choiceProblem(templates, chosen, purpose)).toBe(problem);
  });
});

describe('template bindings', () => {
  it('maps a row to one select value and back to exactly one of formKey and defId', () => {
    expect(bindingOf({ formKey: 'leave', defId: null })).toBe('form:leave');
    expect(bindingOf({ formKey: null, defId: 'def-1' })).toBe('def:def-1');
    expect(bindingOf({ formKey: null, defId: null })).toBeUndefined();
    expect(bindingFields('form:leave')).toEqual({ formKey: 'leave' });
    expect(bindingFields('def:def-1')).toEqual({ defId: 'def-1' });
  });

  it.each([
    ['a.docx', true],
    ['A.DOCX', true],
    ['a.doc', false],
    ['a.docx.exe', false],
    ['a.pdf', false],
  ])('%s is a template document: %s', (name, ok) => {
    expect(isDocx(name)).toBe(ok);
  });
});
