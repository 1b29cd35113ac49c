import { App, Form, Input, Select, Space, Typography } from 'antd';
import { FileWordOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PrintLang, PrintTemplateNames, PrintTemplateRow, PrintTemplateSave } from '@/api/print';
import type { CrudDialogState, SaveMutation } from '@/shared/ui/CrudList';
import { FormDialog } from '@/shared/ui/FormDialog';
import { UploadButton } from '@/shared/ui/UploadButton';
import { bindingFields, bindingOf, isDocx, type Binding } from '../lib/binding';
import { formsOf, useFlowDefs } from '../hooks/useFlowDefs';

interface Document {
  fileId: string;
  fileName: string;
}

interface Values {
  name: string;
  binding: Binding;
  document: Document;
  lang: PrintLang;
  names?: PrintTemplateNames;
}

const LANGS: readonly PrintLang[] = ['zh-CN', 'en-US', 'id'];

/** The flows as bindings: each flow's form (its own template) and each flow itself (a global template). */
function useBindingOptions(current: PrintTemplateRow | null, enabled: boolean) {
  const { t } = useTranslation('print');
  const defs = useFlowDefs(enabled);
  const rows = defs.data?.rows ?? [];
  const forms = formsOf(rows);
  if (current?.formKey && !forms.has(current.formKey)) forms.set(current.formKey, current.formKey);
  const flows = rows.map((d) => ({ value: `def:${d.id}`, label: t('templates.globalOf', { name: d.name }) }));
  if (current?.defId && !rows.some((d) => d.id === current.defId))
    flows.push({ value: `def:${current.defId}`, label: t('templates.globalOf', { name: current.defName ?? current.defId }) });
  return {
    loading: defs.isPending,
    options: [
      {
        label: t('templates.forms'),
        options: [...forms].map(([formKey, name]) => ({ value: `form:${formKey}`, label: t('templates.formOf', { formKey, name }) })),
      },
      { label: t('templates.flows'), options: flows },
    ],
  };
}

/** A .docx chosen and uploaded at once; anything else is refused before it leaves the browser. */
function DocxUpload({ value, onChange, id }: { value?: Document; onChange?: (value: Document) => void; id?: string }) {
  const { t } = useTranslation('print');
  const { message } = App.useApp();
  return (
    <Space id={id} wrap>
      {value ? (
        <Typography.Text>
          <FileWordOutlined /> {value.fileName}
        </Typography.Text>
      ) : null}
      <UploadButton
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        allow={(file) => {
          if (isDocx(file.name)) return true;
          message.error(t('templates.docxOnly'));
          return false;
        }}
        onStored={(stored, chosen) => onChange?.({ fileId: stored!.fileId, fileName: chosen.name || stored!.fileName })}
        label={value ? t('templates.replace') : t('templates.upload')}
      />
    </Space>
  );
}

/** The names given for the languages other than the template's own, trimmed; empty ones left out. */
function otherNames(names: PrintTemplateNames | undefined, own: PrintLang): PrintTemplateNames {
  const out: PrintTemplateNames = {};
  for (const l of LANGS) {
    const name = names?.[l]?.trim();
    if (name && l !== own) out[l] = name;
  }
  return out;
}

/** Add or change a print template: its name (and its names in the other languages), its language, what it is bound to, and its Word document. */
export function TemplateDialog({ crud, save }: { crud: CrudDialogState<PrintTemplateRow>; save: SaveMutation<PrintTemplateSave> }) {
  const { t } = useTranslation('print');
  const bindings = useBindingOptions(crud.editing, crud.open);
  return (
    <FormDialog<PrintTemplateRow, Values>
      open={crud.open}
      editing={crud.editing}
      busy={save.isPending}
      onClose={crud.close}
      title={crud.editing ? t('templates.edit') : t('templates.add')}
      startValues={(row) =>
        row
          ? {
              name: row.name,
              binding: bindingOf(row),
              document: { fileId: row.fileId, fileName: row.fileName },
              lang: row.lang,
              names: row.names,
            }
          : { name: '', lang: 'zh-CN' }
      }
      onSubmit={(v) =>
        save.mutate({
          ...(crud.editing ? { id: crud.editing.id } : {}),
          name: v.name.trim(),
          ...bindingFields(v.binding),
          fileId: v.document.fileId,
          lang: v.lang,
          names: otherNames(v.names, v.lang),
        })
      }
    >
      <Form.Item
        name="name"
        label={t('templates.name')}
        rules={[{ required: true, whitespace: true, max: 200, message: t('templates.nameRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="lang" label={t('templates.language')} extra={t('templates.languageHint')} rules={[{ required: true }]}>
        <Select options={LANGS.map((l) => ({ value: l, label: t(`dialog.languages.${l}`) }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['lang']}>
        {({ getFieldValue }) =>
          LANGS.filter((l) => l !== getFieldValue('lang')).map((l) => (
            <Form.Item
              key={l}
              name={['names', l]}
              label={t('templates.nameIn', { language: t(`dialog.languages.${l}`) })}
              rules={[{ max: 200 }]}
            >
              <Input maxLength={200} />
            </Form.Item>
          ))
        }
      </Form.Item>
      <Form.Item name="binding" label={t('templates.binding')} rules={[{ required: true, message: t('templates.bindingRequired') }]}>
        <Select showSearch={{ optionFilterProp: 'label' }} loading={bindings.loading} options={bindings.options} />
      </Form.Item>
      <Form.Item name="document" label={t('templates.document')} rules={[{ required: true, message: t('templates.documentRequired') }]}>
        <DocxUpload />
      </Form.Item>
    </FormDialog>
  );
}
