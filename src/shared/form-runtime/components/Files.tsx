import { useState, type ReactNode } from 'react';
import { App, Button, Checkbox, List, Upload } from 'antd';
import { DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveDownload, upload } from '@/api/files';
import { pdfOfFile, previewKindOf, usePdfPreview } from '@/shared/pdf';
import { fileInfoQuery } from '../queries';
import { FilesZip } from './FilesZip';

/** A stored file by id: its name (looked up) and a download button; PDFs and office files also a preview. */
export function FileLink({ id, name }: { id: string; name?: string }) {
  const { t } = useTranslation('approval');
  const { t: tp } = useTranslation('print');
  const preview = usePdfPreview();
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
  const viewable = previewKindOf(name ?? info.data?.fileName) !== null;
  return (
    <>
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
      {viewable ? (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          loading={preview.busy}
          onClick={() => void preview.show(() => pdfOfFile(id, shown), { title: shown })}
          aria-label={tp('preview.open', { name: shown })}
        >
          {tp('preview.label')}
        </Button>
      ) : null}
      {preview.viewer}
    </>
  );
}

/**
 * Stored files as a list of download links, each with a remove button unless `onRemove` is left out;
 * two files or more can also be ticked and downloaded as one zip named `zipName`.
 */
export function FileList({
  files,
  onRemove,
  icon,
  zipName,
}: {
  files: { id: string; name?: string }[];
  onRemove?: (id: string) => void;
  icon?: ReactNode;
  zipName?: string;
}) {
  const { t } = useTranslation('approval');
  const [ticked, setTicked] = useState<string[]>([]);
  const ids = files.map((f) => f.id);
  // a removed file leaves the selection
  const selected = ticked.filter((id) => ids.includes(id));
  const zip = files.length >= 2;
  return (
    <List
      size="small"
      dataSource={files}
      header={zip ? <FilesZip fileIds={ids} selected={selected} onSelect={setTicked} zipName={zipName || t('files.zipName')} /> : undefined}
      renderItem={(f) => (
        <List.Item
          actions={
            onRemove
              ? [
                  <Button key="remove" type="link" danger size="small" onClick={() => onRemove(f.id)}>
                    {t('files.remove')}
                  </Button>,
                ]
              : []
          }
        >
          {zip ? (
            <Checkbox
              checked={selected.includes(f.id)}
              onChange={(e) => setTicked(e.target.checked ? [...selected, f.id] : selected.filter((x) => x !== f.id))}
              aria-label={t('files.select', { name: f.name ?? f.id })}
              style={{ marginInlineEnd: 8 }}
            />
          ) : null}
          {icon}
          <FileLink id={f.id} name={f.name} />
        </List.Item>
      )}
    />
  );
}

type Stored = Awaited<ReturnType<typeof upload>>['value'];

/** A button that uploads the chosen files at once, several at a time; `onStored` gets what each stored, a failure says so. */
export function UploadButton({ label, onStored }: { label: string; onStored: (stored: Stored) => void }) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  return (
    <Upload
      multiple
      showUploadList={false}
      customRequest={async ({ file, onSuccess, onError }) => {
        setUploading((n) => n + 1);
        try {
          const stored = (await upload(file as File)).value;
          onStored(stored);
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
        {label}
      </Button>
    </Upload>
  );
}
