import { useState } from 'react';
import { Button } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PrintTemplateRow } from '@/api/print';
import { CrudList, crudTexts, useCrudList } from '@/shared/ui/CrudList';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { TemplateDialog } from '../components/TemplateDialog';
import { TemplateTagsDrawer } from '../components/TemplateTagsDrawer';
import { printQueries, useRemoveTemplate, useSaveTemplate } from '../queries';

/** 'print/PrintTemplates' (admins): the Word templates forms print with, per form or globally per flow. */
export default function PrintTemplates() {
  const { t } = useTranslation('print');
  const crud = useCrudList({
    texts: crudTexts(t, 'templates', 'common'),
    query: printQueries.list,
    toEditing: (row: PrintTemplateRow) => row,
  });
  const save = useSaveTemplate(crud.saved);
  const remove = useRemoveTemplate(crud.removed);
  const [tagsOpen, setTagsOpen] = useState(false);

  const columns: FitColumn<PrintTemplateRow>[] = [
    { key: 'name', title: t('templates.name'), dataIndex: 'name', width: 180, ellipsis: true },
    {
      key: 'binding',
      title: t('templates.binding'),
      width: 220,
      ellipsis: true,
      priority: 1,
      render: (_, row) =>
        row.formKey
          ? t('templates.formKeyCell', { formKey: row.formKey })
          : t('templates.globalOf', { name: row.defName ?? row.defId ?? '-' }),
    },
    { key: 'file', title: t('templates.document'), dataIndex: 'fileName', width: 180, ellipsis: true, priority: 3 },
    {
      key: 'by',
      title: t('templates.createdBy'),
      dataIndex: 'createByName',
      width: 110,
      ellipsis: true,
      priority: 2,
      render: (v: string | null) => v ?? '-',
    },
    timeColumn('createTime', t('templates.created'), 4),
  ];

  return (
    <CrudList
      crud={crud}
      columns={columns}
      remove={remove}
      title={t('templates.title')}
      toolbar={
        <Button icon={<TagsOutlined />} onClick={() => setTagsOpen(true)}>
          {t('tags.open')}
        </Button>
      }
    >
      <TemplateDialog crud={crud} save={save} />
      <TemplateTagsDrawer open={tagsOpen} onClose={() => setTagsOpen(false)} />
    </CrudList>
  );
}
