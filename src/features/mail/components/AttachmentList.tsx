import { Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MailAttachment } from '@contract/mail';
import { FileLink } from '@/shared/form-runtime';
import { formatSize } from '../lib/size';

/**
 * The attachments of a mail as form attachments are shown (FileLink): a download through the file service with the
 * reader's rights, and for PDFs and office files a preview in the portal's PDF viewer (office files converted by the
 * server's sandboxed converter, without network). Nothing of the mail is fetched from anywhere else.
 */
export function AttachmentList({ attachments }: { attachments: MailAttachment[] }) {
  const { t } = useTranslation('mail');
  const files = attachments.filter((a) => !a.inline);
  if (!files.length) return null;
  return (
    <div aria-label={t('detail.attachments')} role="group">
      <Typography.Text type="secondary">{t('detail.attachmentCount', { count: files.length })}</Typography.Text>
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        {files.map((a) => (
          <Space key={a.fileId} size={4} wrap>
            <PaperClipOutlined />
            <FileLink id={a.fileId} name={a.fileName} />
            <Typography.Text type="secondary">{formatSize(a.size)}</Typography.Text>
          </Space>
        ))}
      </Space>
    </div>
  );
}
