import { Col, Descriptions, Form, Input, Row, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isAmount } from '@/shared/validators';
import { usePhoneLayout } from '@/shared/ui/responsive';
import type { PlacedField } from '../lib/formModel';
import { fieldRuleDeps, formRuleValidators } from '../lib/formRules';
import { valueItemProps } from './CellInput';
import { isMultiple, ValueEditor, ValueView } from './FieldControl';
import { SignatureField, type SealScope } from './SignatureField';
import { SubTableField } from './SubTableField';

interface Props {
  form: FormInstance;
  placed: PlacedField[];
  initialValues: Record<string, unknown>;
  space: number;
  /** prefix of the fields' element ids; needed when several forms can be in the page at once (kept-alive pages) */
  name?: string;
  /** the task or start form this is: where a signer's seal may be applied (none: seals are not offered) */
  sealScope?: SealScope;
}

/** A read-only value: names, files, cleaned rich text or text; nothing from the form becomes markup. */
function ReadOnlyValue({ placed, value }: { placed: PlacedField; value?: unknown }) {
  return <ValueView field={placed.field} value={value} data-field={placed.field.name} />;
}

/** A read-only field's control: its signatures, or its value as ReadOnlyValue shows it. */
function readOnlyControl(p: PlacedField) {
  if (p.field.type === 'signature') return <SignatureField readOnly name={p.field.name} />;
  return <ReadOnlyValue placed={p} />;
}

/** A read-only field's value: its subtable, or its control. */
function readOnlyItem(p: PlacedField) {
  if (p.field.type === 'subtable') return <SubTableField field={p.field} readOnly required={false} columnAccess={p.columns} />;
  return (
    <Form.Item name={p.field.name} noStyle>
      {readOnlyControl(p)}
    </Form.Item>
  );
}

/**
 * A form the node may only read: label and value side by side, the label lighter than the value. On a phone the
 * label sits above its value: beside a wide value (a sub-table) a label column was squeezed to one character a line.
 */
function ReadOnlyDescriptions({ placed }: { placed: PlacedField[] }) {
  const phone = usePhoneLayout();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      layout={phone ? 'vertical' : 'horizontal'}
      styles={{ label: phone ? {} : { width: 160 } }}
      items={placed.map((p) => ({
        key: p.field.name,
        label: p.field.label,
        span: p.wide ? 'filled' : 1,
        children: readOnlyItem(p),
      }))}
    />
  );
}

function editor(p: PlacedField, sealScope: SealScope | undefined) {
  const { field } = p;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={10000} />;
    case 'select':
      return <Select allowClear options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))} />;
    case 'signature':
      return <SignatureField name={field.name} config={field.signature} sealScope={sealScope} />;
    default:
      return <ValueEditor type={field.type} multiple={isMultiple(field)} aria-label={field.label} />;
  }
}

/** The form of a definition at one node, drawn from its field list and the node's rights. */
export function FormRenderer({ form, placed, initialValues, space, name, sealScope }: Props) {
  const { t } = useTranslation('approval');
  const rules = (p: PlacedField): Rule[] => {
    const out: Rule[] = [];
    if (p.required) out.push({ required: true, message: t('form.required', { label: p.field.label }) });
    if (p.field.type === 'money' && !p.access.readOnly) {
      out.push({
        validator: async (_, v) =>
          v === null || v === undefined || v === '' || isAmount(v) ? undefined : Promise.reject(new Error(t('form.amount'))),
      });
    }
    // the form's business rules, the same the server checks on sending
    if (!p.access.readOnly) out.push(...formRuleValidators(p.field.rules));
    return out;
  };

  if (placed.length > 0 && placed.every((p) => p.access.readOnly)) {
    return (
      <Form form={form} name={name} initialValues={initialValues} component="div">
        <ReadOnlyDescriptions placed={placed} />
      </Form>
    );
  }
  // what this step may only read comes first, as the facts of the request; what it may write follows
  const readOnly = placed.filter((p) => p.access.readOnly);
  const writable = placed.filter((p) => !p.access.readOnly);
  return (
    <Form form={form} name={name} layout="vertical" initialValues={initialValues} requiredMark>
      {readOnly.length > 0 ? (
        <div style={{ marginBottom: Math.max(space, 16) }}>
          <ReadOnlyDescriptions placed={readOnly} />
        </div>
      ) : null}
      <Row gutter={[16, Math.max(space, 16)]}>
        {writable.map((p) => (
          <Col key={p.field.name} xs={24} md={p.wide ? 24 : 12}>
            {p.field.type === 'subtable' ? (
              <Form.Item label={p.field.label} required={p.required} style={{ marginBottom: 0 }}>
                <SubTableField field={p.field} readOnly={p.access.readOnly} required={p.required} columnAccess={p.columns} />
              </Form.Item>
            ) : (
              <Form.Item
                name={p.field.name}
                label={p.field.label}
                rules={rules(p)}
                dependencies={p.access.readOnly ? undefined : fieldRuleDeps(p.field.rules)}
                style={{ marginBottom: 0 }}
                {...(p.access.readOnly ? {} : valueItemProps(p.field.type))}
              >
                {p.access.readOnly ? readOnlyControl(p) : editor(p, sealScope)}
              </Form.Item>
            )}
          </Col>
        ))}
      </Row>
    </Form>
  );
}
