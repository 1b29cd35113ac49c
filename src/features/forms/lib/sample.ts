import type { FormFieldDef } from '@contract/workflow';

/** Example values by field type, so a preview shows how a filled form looks. */
export function sampleValue(field: Pick<FormFieldDef, 'type' | 'options' | 'columns'>, index = 0): unknown {
  switch (field.type) {
    case 'number':
      return 3;
    case 'money':
      return 1280.5;
    case 'date':
      return '2026-03-16';
    case 'select':
      return field.options?.[0]?.value ?? null;
    case 'user':
    case 'file':
      return [];
    case 'subtable':
      return [Object.fromEntries((field.columns ?? []).map((c) => [c.name, sampleValue({ type: c.type }, index + 1)]))];
    case 'textarea':
      return 'Lorem ipsum dolor sit amet.\n2';
    default:
      return `Sample ${index + 1}`;
  }
}

export function sampleData(fields: FormFieldDef[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f, i) => [f.name, sampleValue(f, i)]));
}
