import { useRef, useState } from 'react';
import { App, Button, List, Upload } from 'antd';
import { DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveDownload, upload } from '@/api/files';
import { fileInfoQuery } from '../queries';

/** A stored file by id: its name (looked up) and a download button. */
export function FileLink({ id, name }: { id: string; name?: string }) {
  const { t } = useTranslation('approval');
  const info = useQuery({ ...fileInfoQuery(id), enabled: !name });
  const shown = name ?? info.data?.fileName ?? id;
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      saveDownload(await downloadFile(id), shown);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void save()}
      aria-label={t('files.download', { name: shown })}
    >
      {shown}
    </Button>
  );
}

interface Props {
  value?: string[] | string | null;
  onChange?: (value: string[]) => void;
  readOnly?: boolean;
  id?: string;
}

const asList = (v: Props['value']): string[] => (Array.isArray(v) ? v : v ? [v] : []);

/** A file field of the form: its value is the list of stored file ids. */
export function FileField({ value, onChange, readOnly, id }: Props) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const ids = asList(value);
  // several uploads may finish before the form hands the new value back: add to the latest list
  const latest = useRef(ids);
  latest.current = ids;
  const [names, setNames] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);

  return (
    <div id={id}>
      {ids.length ? (
        <List
          size="small"
          dataSource={ids}
          renderItem={(fileId) => (
            <List.Item
              actions={
                readOnly
                  ? []
                  : [
                      <Button key="remove" type="link" danger size="small" onClick={() => onChange?.(ids.filter((x) => x !== fileId))}>
                        {t('files.remove')}
                      </Button>,
                    ]
              }
            >
              <PaperClipOutlined /> <FileLink id={fileId} name={names[fileId]} />
            </List.Item>
          )}
        />
      ) : readOnly ? (
        <span>-</span>
      ) : null}
      {readOnly ? null : (
        <Upload
          multiple
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            setUploading(true);
            try {
              const stored = (await upload(file as File)).value;
              setNames((n) => ({ ...n, ...Object.fromEntries(stored.map((s) => [s.fileId, s.fileName])) }));
              latest.current = [...latest.current, ...stored.map((s) => s.fileId)];
              onChange?.(latest.current);
              onSuccess?.(stored);
            } catch (error) {
              message.error(t('files.uploadFailed'));
              onError?.(error as Error);
            } finally {
              setUploading(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('files.upload')}
          </Button>
        </Upload>
      )}
    </div>
  );
}
