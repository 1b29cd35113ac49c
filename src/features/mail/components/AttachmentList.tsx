import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MailAttachment } from '@contract/mail';
import { downloadFile, saveDownload } from '@/api/files';
import { formatSize } from '../lib/size';

/** The attachments of a mail, each downloaded through the file service (with the reader's rights). */
export function AttachmentList({ attachments }: { attachments: MailAttachment[] }) {
  const { t } = useTranslation('mail');
  const [busy, setBusy] = useState<string | null>(null);
  const files = attachments.filter((a) => !a.inline);
  if (!files.length) return null;
  const download = async (a: MailAttachment) => {
    setBusy(a.fileId);
    try {
      saveDownload(await downloadFile(a.fileId), a.fileName);
    } catch {
      // the client has shown the error
    } finally {
      setBusy(null);
    }
  };
  return (
    <div aria-label={t('detail.attachments')} role="group">
      <Typography.Text type="secondary">{t('detail.attachmentCount', { count: files.length })}</Typography.Text>
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        {files.map((a) => (
          <Space key={a.fileId} size="small" wrap>
            <PaperClipOutlined />
            <Typography.Text>{a.fileName}</Typography.Text>
            <Typography.Text type="secondary">{formatSize(a.size)}</Typography.Text>
            <Button
              size="small"
              type="link"
              icon={<DownloadOutlined />}
              loading={busy === a.fileId}
              onClick={() => void download(a)}
              aria-label={t('detail.download', { name: a.fileName })}
            >
              {t('detail.downloadShort')}
            </Button>
          </Space>
        ))}
      </Space>
    </div>
  );
}
