import { describe, expect, it } from 'vitest';
import { localiseFields } from '../../server/src/workflow/model/forms.js';
import type { StoredFormField } from '../../server/src/workflow/tables.js';

const labels = { 'zh-CN': '领导签字', 'en-US': 'Leader signature', id: 'Tanda tangan atasan' };

describe('the fields a node sees', () => {
  it('carry a signature field’s settings and a picker’s single or several choice to the portal', () => {
    const fields: StoredFormField[] = [
      { name: 'leaderSign', labelKey: 'k', labels, type: 'signature', required: false, signature: { isCover: true, secretFree: true } },
      { name: 'dept', labelKey: 'k', labels, type: 'org', required: false, multiple: true },
      { name: 'note', labelKey: 'k', labels, type: 'text', required: false },
    ];
    const [sign, dept, note] = localiseFields(fields, 'en-US');
    expect(sign).toMatchObject({ label: 'Leader signature', signature: { isCover: true, secretFree: true } });
    expect(dept).toMatchObject({ type: 'org', multiple: true });
    expect(note).not.toHaveProperty('multiple');
    expect(note).not.toHaveProperty('signature');
  });
});
