import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { previewUserImport, type ImportPreview, type ImportRow } from '@/api/adminUsers';
import { UploadButton } from '@/shared/ui/UploadButton';
import { useAppApis } from '@/shared/ui/useAppApis';
import { useConfirmImport } from '../queries';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Importing users in two steps: a CSV or Excel file is uploaded and previewed (each row with its problems; nothing is
 * written), then the valid rows are imported at once. A file or users changed since the preview refuse the import
 * (the server's message) and a new preview is needed.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('adminUsers');
  const { message } = useAppApis();
  const [fileId, setFileId] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const close = () => {
    setFileId(null);
    setPreview(null);
    onClose();
  };
  const confirm = useConfirmImport((done) => {
    void message.success(t('import.done', { created: done.created, refused: done.refused }));
    close();
  });
  const check = async (id: string) => {
    setChecking(true);
    setPreview(null);
    try {
      setFileId(id);
      setPreview(await previewUserImport(id));
    } finally {
      setChecking(false);
    }
  };
  const columns = [
    { key: 'line', title: t('import.line'), dataIndex: 'line', width: 70 },
    { key: 'account', title: t('field.account'), dataIndex: 'account', width: 140, ellipsis: true },
    { key: 'name', title: t('field.fullname'), dataIndex: 'name', width: 140, ellipsis: true },
    {
      key: 'problems',
      title: t('import.problems'),
      render: (_: unknown, row: ImportRow) =>
        row.problems.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {row.problems.map((p, i) => (
              <li key={i}>
                <Typography.Text type={p.code === 'formulaAsText' ? 'warning' : 'danger'}>{p.message}</Typography.Text>
              </li>
            ))}
          </ul>
        ) : (
          <Tag color="success">{t('import.ok')}</Tag>
        ),
    },
  ];
  return (
    <Modal
      open={open}
      width={860}
      title={t('import.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button
            type="primary"
            disabled={!preview || preview.valid === 0}
            loading={confirm.isPending}
            onClick={() => fileId && preview && confirm.mutate({ fileId, fingerprint: preview.fingerprint })}
          >
            {t('import.confirm', { count: preview?.valid ?? 0 })}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>
      <UploadButton
        accept={ACCEPT}
        allow={(file) => {
          if (/\.(csv|xlsx)$/i.test(file.name)) return true;
          void message.warning(t('import.onlyCsvXlsx'));
          return false;
        }}
        onStored={(stored) => {
          if (stored) void check(stored.fileId);
        }}
        label={t('import.choose')}
      />
      {checking && <Typography.Paragraph style={{ marginTop: 12 }}>{t('import.checking')}</Typography.Paragraph>}
      {preview && (
        <div style={{ marginTop: 12 }}>
          <Alert
            type={preview.refused ? 'warning' : 'success'}
            showIcon
            message={t('import.summary', { total: preview.total, valid: preview.valid, refused: preview.refused })}
            description={preview.warnings ? t('import.warnings', { count: preview.warnings }) : undefined}
          />
          <Table<ImportRow>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="line"
            columns={columns}
            dataSource={preview.rows}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            scroll={{ x: 600 }}
          />
          {preview.moreProblems > 0 && (
            <Typography.Text type="secondary">{t('import.more', { count: preview.moreProblems })}</Typography.Text>
          )}
        </div>
      )}
    </Modal>
  );
}
