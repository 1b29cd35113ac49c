import { useState } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { upload, type FileInfo } from '@/api/files';

interface Props {
  accept: string;
  /** Whether the chosen file may be uploaded; when not, the caller has told the user why. */
  allow: (file: File) => boolean;
  /** The stored file (the first of the answer) and the chosen one; throwing here fails the upload. */
  onStored: (stored: FileInfo | undefined, file: File) => void;
  label: string;
}

/** A button that uploads one chosen file at once (no upload list), busy while it goes. */
export function UploadButton({ accept, allow, onStored, label }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={accept}
      showUploadList={false}
      beforeUpload={(file) => (allow(file) ? true : Upload.LIST_IGNORE)}
      customRequest={async ({ file, onSuccess, onError }) => {
        setBusy(true);
        try {
          const chosen = file as File;
          const stored = (await upload(chosen)).value[0];
          onStored(stored, chosen);
          onSuccess?.(stored);
        } catch (error) {
          onError?.(error as Error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        {label}
      </Button>
    </Upload>
  );
}
