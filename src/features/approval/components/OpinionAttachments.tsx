import { useRef, useState } from 'react';
import { App, Button, List, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { upload } from '@/api/files';
import type { AttachedFile } from '../lib/attachments';
import { FileLink } from '@/features/form-runtime';

/** Files attached to an opinion: uploaded at once, listed with download and remove. */
export function OpinionAttachments({ files, onChange }: { files: AttachedFile[]; onChange: (files: AttachedFile[]) => void }) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const latest = useRef(files);
  latest.current = files;
  return (
    <div>
      <Upload
        multiple
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading((n) => n + 1);
          try {
            const stored = (await upload(file as File)).value;
            latest.current = [...latest.current, ...stored.map((s) => ({ id: s.fileId, name: s.fileName, size: s.size }))];
            onChange(latest.current);
            onSuccess?.(stored);
          } catch (error) {
            message.error(t('files.uploadFailed'));
            onError?.(error as Error);
          } finally {
            setUploading((n) => n - 1);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading > 0}>
          {t('files.attach')}
        </Button>
      </Upload>
      {files.length ? (
        <List
          size="small"
          dataSource={files}
          renderItem={(f) => (
            <List.Item
              actions={[
                <Button key="remove" type="link" danger size="small" onClick={() => onChange(files.filter((x) => x.id !== f.id))}>
                  {t('files.remove')}
                </Button>,
              ]}
            >
              <FileLink id={f.id} name={f.name} />
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
