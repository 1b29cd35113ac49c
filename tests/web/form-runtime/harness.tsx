import { Button, Form } from 'antd';
import type { FormFieldDef } from '@contract/workflow';
import { FormRenderer, placeFields } from '@/shared/form-runtime';
import { renderPage } from '../tasks/render';

/** A field of a test form: label = name unless said. */
export const field = (name: string, type: string, more: Partial<FormFieldDef> = {}): FormFieldDef => ({
  name,
  labelKey: `form.test.${name}`,
  label: name,
  type,
  required: false,
  ...more,
});

/** The form runtime on its own: the fields at the given rights, and a button that hands out the form's values. */
function Harness({
  fields,
  rights,
  initial,
  onValues,
}: {
  fields: FormFieldDef[];
  rights: Record<string, string>;
  initial: Record<string, unknown>;
  onValues: (values: Record<string, unknown>) => void;
}) {
  const [form] = Form.useForm();
  return (
    <>
      <FormRenderer form={form} placed={placeFields(fields, rights)} initialValues={initial} space={8} />
      <Button onClick={() => onValues(form.getFieldsValue(true) as Record<string, unknown>)}>Read values</Button>
    </>
  );
}

/** Renders the form; `values()` answers what the form holds now. */
export function renderForm(fields: FormFieldDef[], rights: Record<string, string>, initial: Record<string, unknown> = {}) {
  let last: Record<string, unknown> = {};
  const result = renderPage(<Harness fields={fields} rights={rights} initial={initial} onValues={(v) => (last = v)} />, {
    path: '/form',
  });
  return { ...result, values: () => last };
}
